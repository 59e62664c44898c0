// Bounding-box layout checks for the browser tests: nothing in the main content runs off the side of the screen
// unless it sits in a scroll region that says so, and no text is cut off by an overflow:hidden box. Screenshot
// diffs would need stored images per browser build; boxes are the same on every machine that has the fonts.
import { expect, type Locator, type Page } from "@playwright/test";

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export type LayoutProblem = {
  /** overflow: past the viewport's edge; clipped: text cut by an overflow:hidden box; page: the page scrolls sideways. */
  kind: "overflow" | "clipped" | "page" | "uncued-scroll";
  /** A short CSS-like path to the element, for the failure message. */
  where: string;
  /** The element's first words. */
  text: string;
  detail: string;
};

/**
 * Runs in the page. A horizontal scroll region is acceptable when it is focusable (tabindex), named (role=region
 * and aria-label, so keyboard and screen-reader users can reach what is off screen) and shows a visible cue: an
 * element marked data-scroll-cue next to or inside it. Text clipped on purpose (an ellipsis with a title that
 * holds the whole text) is allowed; so are visually hidden elements (sr-only).
 */
function inspect(rootSelector: string): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const viewport = document.documentElement.clientWidth;
  const TOLERANCE = 1;

  const describe = (element: Element): string => {
    const parts: string[] = [];
    let node: Element | null = element;
    while (node && parts.length < 4 && node !== document.body) {
      const id = node.id ? `#${node.id}` : "";
      const testId = node.getAttribute("data-testid");
      parts.unshift(`${node.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""}`);
      if (id || testId) break;
      node = node.parentElement;
    }
    return parts.join(" > ");
  };
  const words = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);

  const visuallyHidden = (element: Element): boolean => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      // Opacity 0 too: Radix renders a transparent native input beside each switch, shifted off its box.
      if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") return true;
      if (style.clip !== "auto" && style.position === "absolute") return true;
      if (node.classList.contains("sr-only")) return true;
    }
    const box = element.getBoundingClientRect();
    return box.width < 2 || box.height < 2;
  };

  const scrollsX = (element: Element): boolean => {
    const overflow = getComputedStyle(element).overflowX;
    return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth;
  };
  const clipsX = (element: Element): boolean => {
    const overflow = getComputedStyle(element).overflowX;
    return overflow === "hidden" || overflow === "clip";
  };

  // The cue may sit inside the region or beside it (ScrollRegion puts it above, one wrapper up).
  const hasCue = (region: Element): boolean => {
    const scopes = [region, region.parentElement, region.parentElement?.parentElement];
    return scopes.some(
      (scope) =>
        !!scope && [...scope.querySelectorAll("[data-scroll-cue]")].some((cue) => !visuallyHidden(cue)),
    );
  };
  const reachable = (region: Element): boolean =>
    region.getAttribute("tabindex") !== null &&
    region.getAttribute("role") === "region" &&
    !!(region.getAttribute("aria-label") || region.getAttribute("aria-labelledby"));

  const root = document.querySelector(rootSelector);
  if (!root) return [{ kind: "overflow", where: rootSelector, text: "", detail: "root element not found" }];

  if (document.documentElement.scrollWidth > viewport + TOLERANCE) {
    // Often an absolutely positioned element (an sr-only text) inside a scroll box that is not its containing
    // block: it escapes the box and widens the page while looking fine. Name the first few culprits.
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > viewport + TOLERANCE)
      .filter((element) => {
        const position = getComputedStyle(element).position;
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === "visible") continue;
          if (position === "fixed") return true;
          if (position !== "absolute") return false;
          // An absolute box is clipped only by boxes inside its containing block (or that block itself).
          const block = (element as HTMLElement).offsetParent;
          return !block || (block !== node && block.contains(node));
        }
        return true;
      })
      .slice(0, 3)
      .map(describe);
    problems.push({
      kind: "page",
      where: "html",
      text: "",
      detail: `the page is ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport${
        culprits.length ? `; past the edge: ${culprits.join("; ")}` : ""
      }`,
    });
  }

  const checkedRegions = new Set<Element>();
  for (const element of root.querySelectorAll("*")) {
    if (visuallyHidden(element)) continue;
    const box = element.getBoundingClientRect();

    // A scroll region: it may hold wide content, but only with a way to reach it and a cue that it is there.
    if (scrollsX(element) && !checkedRegions.has(element)) {
      checkedRegions.add(element);
      if (!reachable(element) || !hasCue(element)) {
        problems.push({
          kind: "uncued-scroll",
          where: describe(element),
          text: words(element),
          detail: `scrolls sideways (${element.scrollWidth}px of content in ${element.clientWidth}px) without ${
            reachable(element) ? "" : "tabindex, role=region and a label"
          }${reachable(element) || hasCue(element) ? "" : " or "}${hasCue(element) ? "" : "a visible data-scroll-cue"}`,
        });
      }
    }

    // Text cut off by its own box: more content than room, and overflow hidden.
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim(),
    );
    if (ownText && clipsX(element) && element.scrollWidth > element.clientWidth + TOLERANCE) {
      const style = getComputedStyle(element);
      const deliberate =
        style.textOverflow === "ellipsis" && (element.getAttribute("title") ?? "").length > 0;
      if (!deliberate) {
        problems.push({
          kind: "clipped",
          where: describe(element),
          text: words(element),
          detail: `${element.scrollWidth}px of text in a ${element.clientWidth}px box with overflow hidden`,
        });
      }
    }

    if (box.right <= viewport + TOLERANCE && box.left >= -TOLERANCE) continue;
    // Past the edge: fine inside a scroll region (checked above), a problem anywhere else, and clipped
    // content when an overflow:hidden ancestor cuts it off instead.
    let scroller: Element | null = null;
    let clipper: Element | null = null;
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      if (scrollsX(node)) {
        scroller = node;
        break;
      }
      if (clipsX(node)) {
        const edge = node.getBoundingClientRect();
        if (edge.right <= viewport + TOLERANCE && edge.left >= -TOLERANCE) {
          clipper = node;
          break;
        }
      }
    }
    if (scroller) continue;
    // Only the outermost offender is worth a line: its children overflow with it.
    const parent = element.parentElement;
    if (parent && problems.some((problem) => problem.where === describe(parent))) continue;
    problems.push({
      kind: clipper ? "clipped" : "overflow",
      where: describe(element),
      text: words(element),
      detail: clipper
        ? `spans ${Math.round(box.left)}–${Math.round(box.right)}px and is cut off by ${describe(clipper)}`
        : `spans ${Math.round(box.left)}–${Math.round(box.right)}px in a ${viewport}px viewport`,
    });
  }
  // One line per element: an element reported as overflowing need not be reported again as its child's clipper.
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.kind} ${problem.where} ${problem.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every layout problem under `root` (default: the page's main landmark) at the current viewport. */
export async function findLayoutProblems(page: Page, root = "main"): Promise<LayoutProblem[]> {
  // Fonts change text widths, and scroll regions re-measure in a ResizeObserver after a resize: two frames.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(inspect, root);
}

function report(problems: readonly LayoutProblem[]): string {
  return problems
    .map((problem) => `${problem.kind}: ${problem.where} "${problem.text}" — ${problem.detail}`)
    .join("\n");
}

/**
 * How long a layout may take to settle after the page is hydrated: React hydrates in slices, so the marker a
 * test waits for can be live before a scroll region's effect has measured its box and added its cue (CI once
 * saw the members table on a phone in between). A problem still there after this is real.
 */
const LAYOUT_SETTLE_MS = 3_000;

/** Fails with one line per problem (element path, first words, what is wrong). */
export async function expectNoLayoutProblems(page: Page, root = "main", label = ""): Promise<void> {
  const deadline = Date.now() + LAYOUT_SETTLE_MS;
  let problems = await findLayoutProblems(page, root);
  while (problems.length && Date.now() < deadline) {
    await page.waitForTimeout(250);
    problems = await findLayoutProblems(page, root);
  }
  expect(problems, `${label ? `${label}: ` : ""}layout problems\n${report(problems)}`).toEqual([]);
}

/**
 * Checks the current page at a phone's and a desktop's size. The viewport goes back to what it was after.
 * `ready` runs after each resize (e.g. to wait for a re-layout the page does in script).
 */
export async function expectLayoutAtPhoneAndDesktop(
  page: Page,
  label: string,
  options: { root?: string; ready?: () => Promise<void> } = {},
): Promise<void> {
  const before = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await options.ready?.();
    await expectNoLayoutProblems(page, options.root, `${label} at ${size.width}×${size.height}`);
  }
  if (before) await page.setViewportSize(before);
}

/** The rendered height of a locator in CSS pixels (for sticky bars that must stay small on a phone). */
export async function renderedHeight(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, "the element is rendered").not.toBeNull();
  return box!.height;
}
