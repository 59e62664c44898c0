"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Spec 1 §2: the view scrolls to the top on every path change (hash links keep their own scrolling). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
