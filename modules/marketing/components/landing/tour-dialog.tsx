"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "@/modules/marketing/components/icons";
import { focusRing, outlineButton, primaryButton } from "./styles";
import { clampStep, tourKeyTarget, type ProductTourTexts, type TourStep } from "./tour-model";
import { TourScreenView } from "./tour-screens";

type Props = {
  open: boolean;
  steps: TourStep[];
  texts: ProductTourTexts;
  /** Called once the dialog has closed (Escape, the close button or the backdrop). */
  onClose: () => void;
};

/**
 * The product tour: a native modal <dialog> (focus trap, Escape and the backdrop for free) stepping through
 * mocked screens of the product with Back/Next, the arrow keys, Home and End. Loaded only when first opened
 * (product-tour.tsx), so the landing page does not ship it.
 */
export default function TourDialog({ open, steps, texts, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const finishLink = useRef<HTMLAnchorElement>(null);
  const focusFinish = useRef(false);
  const [step, setStep] = useState(0);
  const last = steps.length - 1;
  const current = steps[step]!;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      nextButton.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  // Next disappears on the last step: keep the keyboard user's focus on the link that replaces it.
  useEffect(() => {
    if (step === last && focusFinish.current) finishLink.current?.focus();
    focusFinish.current = false;
  }, [step, last]);

  function go(to: number) {
    const target = clampStep(to, steps.length);
    if (target === last && document.activeElement === nextButton.current) focusFinish.current = true;
    setStep(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const target = tourKeyTarget(event.key, step, steps.length);
    if (target === null) return;
    event.preventDefault();
    go(target);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="tour-title"
      aria-describedby="tour-intro"
      onKeyDown={onKeyDown}
      onClose={() => {
        setStep(0);
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-lg border bg-card p-0 text-left text-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col gap-4 overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="tour-title" className="text-lg font-semibold">
              {texts.title}
            </h2>
            <p id="tour-intro" className="text-sm text-muted-foreground">
              {texts.intro}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={texts.close}
            className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted ${focusRing}`}
          >
            <Icon name="x" className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>

        <div aria-live="polite" aria-atomic="true">
          <p className="text-sm font-medium text-primary" data-testid="tour-step-indicator">
            {texts.stepLabels[step]}
          </p>
          <h3 className="mt-1 text-xl font-semibold">{current.title}</h3>
          <p className="mt-2 text-muted-foreground">{current.body}</p>
        </div>

        <TourScreenView screen={current.screen} label={texts.screenLabels[step] ?? current.title} />

        <ol className="flex gap-1.5" aria-hidden="true">
          {steps.map((item, index) => (
            <li
              key={item.title}
              className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-primary" : "bg-muted"}`}
            />
          ))}
        </ol>

        <p className="text-xs text-muted-foreground">{texts.keys}</p>

        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => go(step - 1)}
            aria-disabled={step === 0}
            className={`${outlineButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
          >
            <Icon name="chevron-left" className="h-4 w-4" aria-hidden="true" />
            {texts.back}
          </button>
          {step < last ? (
            <button ref={nextButton} type="button" onClick={() => go(step + 1)} className={primaryButton}>
              {texts.next}
              <Icon name="chevron-right" className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : (
            <Link ref={finishLink} href={texts.finish.href} prefetch={false} className={primaryButton}>
              {texts.finish.label}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}
