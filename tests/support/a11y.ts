// axe-core scans for the browser tests: WCAG 2.0/2.1 A and AA rules, with violations of impact serious or
// critical blocking, and a failure message a page author can act on (rule, help, selectors, axe's reason).
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import type { AxeResults, NodeResult, Result } from "axe-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(["serious", "critical"]);

/** Nodes listed per rule in a failure message; the attached JSON has all of them. */
const NODES_PER_RULE = 8;

/**
 * Waits for web fonts (contrast and layout depend on them) and for finite CSS animations and transitions to
 * end (a fade-in caught half way reads as low contrast). Infinite animations are left alone.
 */
export async function waitForFontsAndAnimations(page: Page, timeoutMs = 5000): Promise<void> {
  await page.evaluate(async (timeout) => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === "number" && Number.isFinite(end);
    });
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, timeout)),
    ]);
  }, timeoutMs);
}

export interface A11yScan {
  results: AxeResults;
  blocking: Result[];
  other: Result[];
}

/**
 * Runs axe with the WCAG 2.1 A/AA tags and attaches the results to the test. Only violations are reported in
 * full (axe's resultTypes): the tests read nothing else. Legacy mode runs axe in the page itself instead of
 * opening a second page to merge frame results: the app has no cross-origin frames, and the second page cost
 * about 0.6 s of every scan.
 */
export async function scanA11y(page: Page, testInfo: TestInfo): Promise<A11yScan> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  await testInfo.attach("axe-results.json", {
    body: JSON.stringify(results, null, 2),
    contentType: "application/json",
  });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  const other = results.violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ""));
  return { results, blocking, other };
}

/** A node's target as one selector; frames and shadow roots are joined with " >> ". */
function targetText(node: NodeResult): string {
  return node.target.map((part) => (Array.isArray(part) ? part.join(" >> ") : String(part))).join(" >> ");
}

/** axe's own reason (e.g. "insufficient color contrast of 3.2 (foreground color: #…)"), on one line. */
function reasonText(node: NodeResult): string {
  const messages = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
  const text = messages.length
    ? messages.join("; ")
    : (node.failureSummary ?? "").replace(/^Fix (any|all) of the following:\s*/i, "");
  return text.replace(/\s+/g, " ").trim();
}

/** The element's opening tag as axe recorded it, shortened: selectors alone can be ambiguous to a reader. */
function snippet(node: NodeResult, max = 140): string {
  const html = node.html.replace(/\s+/g, " ").trim();
  return html.length > max ? `${html.slice(0, max - 1)}…` : html;
}

export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, NODES_PER_RULE)
        .map((node) => `    - ${targetText(node)}  ${snippet(node)}\n      ${reasonText(node)}`);
      const more =
        violation.nodes.length > NODES_PER_RULE
          ? [`    … ${violation.nodes.length - NODES_PER_RULE} more`]
          : [];
      return [
        `  [${violation.impact ?? "?"}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...nodes,
        ...more,
      ].join("\n");
    })
    .join("\n");
}

/** One line per violation and node, for summaries: "rule-id (impact): selector". */
export function violationLines(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? "?"}): ${targetText(node)}`),
  );
}
