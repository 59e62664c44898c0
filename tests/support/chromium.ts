/**
 * Debian's Chromium, as the browser tests and the benchmark launch it. Without the networking flags,
 * Chromium's calls out are refused noisily on machines without internet (STACK-NOTES).
 */
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same Blink without
 * the browser's UI, which Playwright itself uses for headless runs) when it is installed. It takes about half the
 * CPU per test of the full browser (the accessibility spec: 553 against 286 core-seconds, 312 against 192 s), and
 * the browser tests are CPU-bound on two cores. Full Chromium is the fallback.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_BROWSER_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
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
