/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Without the networking flags,
 * Chromium's calls out are refused noisily on machines without internet (STACK-NOTES).
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
