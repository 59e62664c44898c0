import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactNode, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import services from "@/messages/en/services.json";
import { AuthorizationCard } from "@/modules/tools/components/authorization-card";
import { ToolResult } from "@/modules/tools/components/tool-result";
import { shouldMoveFocus } from "./use-focus-on-change";

/** The provider's props with its child (a props object, as createElement takes them). */
const providerProps = (
  config: Omit<ComponentProps<typeof NextIntlClientProvider>, "children">,
  children: ReactNode,
): ComponentProps<typeof NextIntlClientProvider> => ({ ...config, children });

/** Replays the keys a component renders with and says after which render focus was moved. */
function movesFor(keys: readonly (string | null)[]): number[] {
  let last: string | null = null;
  const moved: number[] = [];
  keys.forEach((key, index) => {
    if (shouldMoveFocus(last, key)) {
      last = key;
      moved.push(index);
    } else if (key === null) last = null;
  });
  return moved;
}

describe("focus follows the next step", () => {
  it("moves once when Authorize turns into Run, and again after an edit cleared the authorization", () => {
    // not authorized, authorized (re-rendered twice), cleared by an edit, authorized again
    expect(movesFor([null, "run", "run", "run", null, "run"])).toEqual([1, 5]);
  });

  it("moves to each new result's heading, not on re-renders of the same result", () => {
    expect(movesFor([null, "run-1", "run-1", "run-2"])).toEqual([1, 3]);
    expect(movesFor([null, null])).toEqual([]);
  });
});

function render(element: ReactElement): string {
  const errors: string[] = [];
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      providerProps(
        {
          locale: "en",
          timeZone: "UTC",
          messages: { common, services },
          onError: (error: Error) => errors.push(error.message),
        },
        element,
      ),
    ),
  );
  expect(errors).toEqual([]);
  return html;
}

describe("what focus can land on", () => {
  it("gives the result's heading tabindex -1 so it can take focus", () => {
    const html = render(
      createElement(ToolResult, {
        runId: "run-1",
        output: { summary: "3 checks: 2 met, 1 not met.", findings: [], data: {} },
      }),
    );
    expect(html).toMatch(/<h2[^>]*tabindex="-1"[^>]*data-testid="tool-result-heading"[^>]*>Result/);
  });

  it("shows the run button where Authorize was, once authorized", () => {
    const card = (authorized: boolean) =>
      render(
        createElement(AuthorizationCard, {
          runnable: true,
          valid: true,
          missing: [],
          authorized,
          running: false,
          confirmLabel: "Authorize",
          singleStep: false,
          onAuthorize: () => {},
          onRun: () => {},
        }),
      );
    expect(card(false)).toContain(">Authorize</button>");
    expect(card(true)).not.toContain(">Authorize</button>");
    expect(card(true)).toMatch(/<button[^>]*>Run Review<\/button>/);
  });
});
