"use client";

import { useEffect, useState } from "react";
import type { ApiResult } from "@/lib/api/result";

/** Typing an activity id should not fire a request per keystroke. */
const DEBOUNCE_MS = 400;

type Loaded<T> = { key: string; data: T | null };

/**
 * Looks something up per activity (prior versions, saved references) once the id stops changing. `key` names
 * the lookup (activity plus whatever else it depends on); an answer for an older key is never shown.
 */
export function useActivityLookup<T>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
): { data: T | null; loading: boolean } {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void load().then((result) => {
        if (!cancelled) setLoaded({ key, data: result.ok ? result.data : null });
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `load` is a fresh closure on every render; the key says when it asks something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { data: null, loading: false };
  return loaded?.key === key ? { data: loaded.data, loading: false } : { data: null, loading: true };
}
