"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  NOT_SCROLLABLE,
  sameScrollState,
  scrollState,
  type ScrollState,
} from "@/components/shared/scroll-state";
import { cn } from "@/lib/utils";

type Props = {
  /** Names the region for keyboard and screen-reader users once it scrolls (e.g. the table's title). */
  label: string;
  /** How many columns the content has, for the default cue ("Scroll sideways to see all 6 columns"). */
  columns?: number;
  /** A cue of the caller's own (e.g. "… all 4 stakeholders"); wins over the default. */
  cue?: string;
  /** Classes of the scrolling box itself (border, rounding). */
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways when its content is wider than the screen, and then says so: a visible cue above
 * it (data-scroll-cue, which the browser tests' layout check looks for), a shadow on each side with more to
 * see, and a focusable, named region so the keyboard can scroll it. While everything fits it is a plain div.
 * `relative` keeps absolutely positioned descendants (sr-only texts) inside the box: without it they escape
 * the scroll container and widen the whole page.
 */
export function ScrollRegion({ label, columns, cue, className, testId, children }: Props) {
  const t = useTranslations("common.scrollRegion");
  const box = useRef<HTMLDivElement>(null);
  const cueId = useId();
  const [state, setState] = useState<ScrollState>(NOT_SCROLLABLE);

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const next = scrollState(element);
    setState((previous) => (sameScrollState(previous, next) ? previous : next));
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    // The box and its content change size on their own (viewport, fonts, rows added): measure again then.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  const text = cue ?? (columns ? t("cue", { count: columns }) : undefined);
  return (
    <div className="space-y-1.5">
      {state.scrollable && text ? (
        <p id={cueId} data-scroll-cue className="flex items-center gap-1 text-xs text-muted-foreground">
          {text}
          <ArrowRight className="size-3.5 shrink-0" aria-hidden="true" />
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={box}
          onScroll={measure}
          className={cn(
            "relative overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            className,
          )}
          data-testid={testId}
          {...(state.scrollable
            ? {
                role: "region",
                "aria-label": label,
                tabIndex: 0,
                ...(text ? { "aria-describedby": cueId } : {}),
              }
            : {})}
        >
          {children}
        </div>
        {state.scrollable && !state.atStart ? <Shadow side="left" /> : null}
        {state.scrollable && !state.atEnd ? <Shadow side="right" /> : null}
      </div>
    </div>
  );
}

function Shadow({ side }: { side: "left" | "right" }) {
  return (
    <span
      aria-hidden="true"
      data-scroll-shadow={side}
      className={cn(
        "pointer-events-none absolute inset-y-0 w-6 from-foreground/15 to-transparent",
        side === "left" ? "left-0 bg-linear-to-r" : "right-0 bg-linear-to-l",
      )}
    />
  );
}
