import localFont from "next/font/local";

/**
 * Geist (the `geist` package's variable font) with `display: optional`: on a slow first visit the page keeps
 * the metric-matched fallback instead of swapping fonts late, which would repaint the largest text and
 * delay LCP. Once cached, the font is used from the first paint.
 */
export const sans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});
