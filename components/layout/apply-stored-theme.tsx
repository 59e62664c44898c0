"use client";

import { useEffect } from "react";

/**
 * For pages rendered outside the group layouts (the 404 page): applies the stored theme after hydration.
 * No inline script, so it needs no nonce and does not make the tree read request headers.
 */
export function ApplyStoredTheme() {
  useEffect(() => {
    const stored = localStorage.getItem("theme");
    const dark =
      stored === "dark" || (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.classList.toggle("light", !dark);
  }, []);
  return null;
}
