"use client";

import { Icon } from "@/modules/marketing/components/icons";
import { useEffect, useState } from "react";
import { focusRing } from "./styles";

export type JourneyStep = { title: string; body: string };

type Props = {
  steps: JourneyStep[];
  /** Accessible name of the progress bar. */
  progressLabel: string;
  /** "Step n of 7", one per step, formatted on the server. */
  progressTexts: string[];
  noneOpen: string;
  jumpLabel: string;
  /** "Step n: title", one per step: names of the step-number buttons. */
  jumpLabels: string[];
};

const STEP_HASH = /^#step-(\d+)$/;

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * 'How it works': one step open at a time (the first by default), clicking the open step closes it,
 * number buttons open a step, `#step-N` opens and scrolls to step N, and a progress bar follows.
 */
export function StepsAccordion({
  steps,
  progressLabel,
  progressTexts,
  noneOpen,
  jumpLabel,
  jumpLabels,
}: Props) {
  const [open, setOpen] = useState<number | null>(0);
  const total = steps.length;

  // #step-N on load or on a later hash change opens that step and brings it into view.
  useEffect(() => {
    let timer = 0;
    const follow = () => {
      const match = STEP_HASH.exec(window.location.hash);
      const n = match ? Number(match[1]) : 0;
      if (n < 1 || n > total) return;
      setOpen(n - 1);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        document
          .getElementById(`step-${n}`)
          ?.scrollIntoView({ block: "start", behavior: reducedMotion() ? "auto" : "smooth" });
      }, 55);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      window.clearTimeout(timer);
    };
  }, [total]);

  const value = open === null ? 0 : open + 1;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <div role="group" aria-label={jumpLabel} className="flex flex-wrap gap-2">
          {steps.map((step, index) => (
            <button
              key={step.title}
              type="button"
              onClick={() => setOpen(index)}
              aria-label={jumpLabels[index]}
              aria-controls={`step-${index + 1}-panel`}
              aria-current={open === index ? "step" : undefined}
              className={`inline-flex h-10 w-10 items-center justify-center rounded-full border text-sm font-semibold motion-safe:transition-colors ${focusRing} ${
                open === index
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background hover:bg-muted"
              }`}
            >
              {index + 1}
            </button>
          ))}
        </div>
        <div
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={value}
          aria-valuetext={open === null ? noneOpen : progressTexts[open]}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary motion-safe:transition-[width]"
            style={{ width: `${(value / total) * 100}%` }}
          />
        </div>
      </div>

      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const n = index + 1;
          const expanded = open === index;
          return (
            <li key={step.title} id={`step-${n}`} className="scroll-mt-20 rounded-lg border bg-card">
              <h3>
                <button
                  type="button"
                  id={`step-${n}-trigger`}
                  aria-expanded={expanded}
                  aria-controls={`step-${n}-panel`}
                  onClick={() => setOpen(expanded ? null : index)}
                  className={`flex w-full items-center gap-4 rounded-lg px-4 py-4 text-left font-semibold hover:bg-muted/60 ${focusRing}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm ${
                      expanded ? "bg-primary text-primary-foreground" : "bg-muted text-foreground"
                    }`}
                  >
                    {n}
                  </span>
                  <span className="flex-1">{step.title}</span>
                  <Icon
                    name="chevron-down"
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-muted-foreground motion-safe:transition-transform ${expanded ? "rotate-180" : ""}`}
                  />
                </button>
              </h3>
              <div
                id={`step-${n}-panel`}
                role="region"
                aria-labelledby={`step-${n}-trigger`}
                hidden={!expanded}
                className="px-4 pb-4 pl-16 text-muted-foreground"
              >
                {step.body}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
