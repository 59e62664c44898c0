"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** The view scrolls to the top on every path change (hash links keep their own scrolling). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
