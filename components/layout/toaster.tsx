"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";

/** Toasts: 4000 ms, at most 3 visible, 356 px wide, 14 px gap; swipe 20 px and focus-pause patched in (patches/). */
export const TOAST_SETTINGS = { duration: 4000, visibleToasts: 3, width: 356, gap: 14 } as const;

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
      style={{ "--width": `${TOAST_SETTINGS.width}px` } as React.CSSProperties}
      closeButton
    />
  );
}
