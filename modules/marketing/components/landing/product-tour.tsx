"use client";

import { Icon } from "@/modules/marketing/components/icons";
import Link from "next/link";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { focusRing, outlineButton, outlineButtonLarge, primaryButton } from "./styles";

export type TourStep = { title: string; body: string };

type Props = {
  openLabel: string;
  title: string;
  intro: string;
  steps: TourStep[];
  /** "Step n of 7", one per step, formatted on the server. */
  stepLabels: string[];
  back: string;
  next: string;
  close: string;
  keys: string;
  finish: { label: string; href: string };
};

/**
 * The hero's guided product tour: a native modal <dialog> (focus trap and Escape for free) walking through
 * the seven journey steps with Back/Next and the arrow keys. Closing returns focus to the opener.
 */
export function ProductTour({
  openLabel,
  title,
  intro,
  steps,
  stepLabels,
  back,
  next,
  close,
  keys,
  finish,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const finishLink = useRef<HTMLAnchorElement>(null);
  const focusFinish = useRef(false);
  const [step, setStep] = useState(0);
  const last = steps.length - 1;
  const current = steps[step]!;

  // Next disappears on the last step: keep the keyboard user's focus on the button that replaces it.
  useEffect(() => {
    if (step === last && focusFinish.current) finishLink.current?.focus();
    focusFinish.current = false;
  }, [step, last]);

  function openTour() {
    dialog.current?.showModal();
    nextButton.current?.focus();
  }

  function go(to: number) {
    const target = Math.min(last, Math.max(0, to));
    if (target === last && document.activeElement === nextButton.current) focusFinish.current = true;
    setStep(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") go(step + 1);
    else if (event.key === "ArrowLeft") go(step - 1);
    else return;
    event.preventDefault();
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={openTour}
        aria-haspopup="dialog"
        className={outlineButtonLarge}
      >
        {openLabel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="tour-title"
        aria-describedby="tour-intro"
        onKeyDown={onKeyDown}
        onClose={() => {
          setStep(0);
          opener.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border bg-card p-0 text-left text-foreground shadow-xl backdrop:bg-black/60"
      >
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col gap-4 overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="tour-title" className="text-lg font-semibold">
                {title}
              </h2>
              <p id="tour-intro" className="text-sm text-muted-foreground">
                {intro}
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={close}
              className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted ${focusRing}`}
            >
              <Icon name="x" className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>

          <div aria-live="polite" aria-atomic="true" className="min-h-40">
            <p className="text-sm font-medium text-primary" data-testid="tour-step-indicator">
              {stepLabels[step]}
            </p>
            <h3 className="mt-1 text-xl font-semibold">{current.title}</h3>
            <p className="mt-2 text-muted-foreground">{current.body}</p>
          </div>

          <ol className="flex gap-1.5" aria-hidden="true">
            {steps.map((item, index) => (
              <li
                key={item.title}
                className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-primary" : "bg-muted"}`}
              />
            ))}
          </ol>

          <p className="text-xs text-muted-foreground">{keys}</p>

          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => go(step - 1)}
              aria-disabled={step === 0}
              className={`${outlineButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
            >
              <Icon name="chevron-left" className="h-4 w-4" aria-hidden="true" />
              {back}
            </button>
            {step < last ? (
              <button ref={nextButton} type="button" onClick={() => go(step + 1)} className={primaryButton}>
                {next}
                <Icon name="chevron-right" className="h-4 w-4" aria-hidden="true" />
              </button>
            ) : (
              <Link ref={finishLink} href={finish.href} prefetch={false} className={primaryButton}>
                {finish.label}
              </Link>
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
