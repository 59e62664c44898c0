"use client";

import { useEffect, useRef } from "react";

/**
 * Whether focus should move to what a key stands for: when the key is set and differs from the one focus was
 * last moved for (a new result, a step that just opened). Null means "nothing to go to".
 */
export function shouldMoveFocus(lastMovedFor: string | null, key: string | null): boolean {
  return key !== null && key !== lastMovedFor;
}

/**
 * Moves keyboard focus to the returned ref's element when `key` turns to a new value: the next step after
 * an action that removed the focused control (Authorize), or a result's heading when it appears. Without it,
 * focus falls to the page body and a keyboard or screen-reader user starts again from the top.
 * A heading given this ref needs tabIndex={-1} to take focus.
 */
export function useFocusOnChange<T extends HTMLElement>(key: string | null) {
  const target = useRef<T>(null);
  const lastMovedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!shouldMoveFocus(lastMovedFor.current, key)) {
      if (key === null) lastMovedFor.current = null;
      return;
    }
    lastMovedFor.current = key;
    target.current?.focus();
  }, [key]);
  return target;
}
