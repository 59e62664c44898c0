"use client";

import { Icon } from "@/modules/marketing/components/icons";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { focusRing, iconButton } from "./styles";

type Props = {
  label: string;
  previous: string;
  next: string;
  dotsLabel: string;
  /** One per slide: the dot's accessible name. */
  dotLabels: string[];
  /** Slides rendered on the server, each with `data-slide` and the classes from `SLIDE_CLASS`. */
  children: ReactNode;
};

/**
 * Width of a slide: 1, 2 or 3 per view below 768 px, below 1024 px and above (gap 1rem). Slides are laid out
 * by CSS scroll-snap, so swiping works without script; the script only drives buttons, dots and arrow keys.
 */
export const SLIDE_CLASS =
  "shrink-0 snap-start basis-full md:basis-[calc((100%_-_1rem)/2)] lg:basis-[calc((100%_-_2rem)/3)]";

/**
 * With 2 (or 3) slides per view there are only 5 (or 4) start positions, so the dots for positions that
 * cannot be reached are hidden at those widths.
 */
function dotVisibility(index: number, count: number): string {
  if (index === count - 1) return "md:hidden";
  if (index === count - 2) return "lg:hidden";
  return "";
}

function behavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Slide positions of the track: the offset between slides, and the last position a full view can start at. */
function geometry(element: HTMLElement) {
  const slides = Array.from(element.querySelectorAll<HTMLElement>("[data-slide]"));
  const step = slides.length > 1 ? slides[1]!.offsetLeft - slides[0]!.offsetLeft : element.clientWidth;
  const perView = Math.max(1, Math.round((element.clientWidth + (step - slides[0]!.offsetWidth)) / step));
  return { slides, step, last: Math.max(0, slides.length - perView) };
}

function leftOf(element: HTMLElement, index: number): number {
  const { slides } = geometry(element);
  return slides[index]!.offsetLeft - slides[0]!.offsetLeft;
}

/** The position the scroll offset shows. */
function positionOf(element: HTMLElement): number {
  const { step, last } = geometry(element);
  return Math.min(last, Math.round(element.scrollLeft / step));
}

export function Carousel({ label, previous, next, dotsLabel, dotLabels, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // While a scroll started by the controls runs, its target is the position, so quick repeated presses keep
  // advancing instead of restarting from wherever the animation happens to be.
  const target = useRef<number | null>(null);
  const release = useRef(0);
  const count = dotLabels.length;

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const settle = () => {
      target.current = null;
      window.clearTimeout(release.current);
      setIndex(positionOf(element));
    };
    const onScroll = () => {
      if (target.current !== null) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(settle);
    };
    const onScrollEnd = () => {
      if (target.current !== null && Math.abs(element.scrollLeft - leftOf(element, target.current)) >= 2)
        return;
      settle();
    };
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("scrollend", onScrollEnd);
    return () => {
      element.removeEventListener("scroll", onScroll);
      element.removeEventListener("scrollend", onScrollEnd);
      cancelAnimationFrame(frame);
      window.clearTimeout(release.current);
    };
  }, []);

  function goTo(to: number) {
    const element = track.current;
    if (!element) return;
    const clamped = Math.min(geometry(element).last, Math.max(0, to));
    const left = leftOf(element, clamped);
    setIndex(clamped);
    if (Math.abs(element.scrollLeft - left) < 1) return;
    target.current = clamped;
    window.clearTimeout(release.current);
    // An interrupted scroll, or a browser without "scrollend", hands back to the scroll offset.
    release.current = window.setTimeout(() => {
      target.current = null;
      setIndex(positionOf(element));
    }, 1000);
    element.scrollTo({ left, behavior: behavior() });
  }

  // Previous/next wrap around at the ends.
  function step(delta: number) {
    if (!track.current) return;
    const { last } = geometry(track.current);
    goTo(index + delta > last ? 0 : index + delta < 0 ? last : index + delta);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-4"
    >
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => step(-1)} aria-label={previous} className={iconButton}>
          <Icon name="chevron-left" className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" onClick={() => step(1)} aria-label={next} className={iconButton}>
          <Icon name="chevron-right" className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div
        ref={track}
        tabIndex={0}
        data-testid="carousel-track"
        className={`relative flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-lg pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${focusRing}`}
      >
        {children}
      </div>
      <div role="group" aria-label={dotsLabel} className="flex justify-center gap-1">
        {dotLabels.map((dotLabel, dot) => (
          <button
            key={dotLabel}
            type="button"
            onClick={() => goTo(dot)}
            aria-label={dotLabel}
            aria-current={dot === index ? "true" : undefined}
            className={`group inline-flex h-6 w-6 items-center justify-center rounded-full ${focusRing} ${dotVisibility(dot, count)}`}
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full motion-safe:transition-all ${dot === index ? "w-6 bg-primary" : "w-2.5 bg-muted-foreground/70 group-hover:bg-muted-foreground"}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
