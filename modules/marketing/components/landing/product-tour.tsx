"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { outlineButtonLarge } from "./styles";
import type { ProductTourTexts, TourStep } from "./tour-model";

// The dialog and its mocked screens are a chunk of their own, fetched when the visitor points at or focuses
// the button (so it is usually there by the click) and never by the landing page itself.
const loadDialog = () => import("./tour-dialog");
const TourDialog = lazy(loadDialog);

type Props = { openLabel: string; steps: TourStep[]; texts: ProductTourTexts };

/** The hero's "View the product tour" button; closing the tour returns focus to it. */
export function ProductTour({ openLabel, steps, texts }: Props) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        className={outlineButtonLarge}
      >
        {openLabel}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <TourDialog
            open={open}
            steps={steps}
            texts={texts}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
