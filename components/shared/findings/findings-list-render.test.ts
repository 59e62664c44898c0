import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import type { Finding } from "@/lib/results/types";
import { FindingsList } from "./findings-list";

/** The provider's props with its child (a props object, as createElement takes them). */
const providerProps = (
  config: Omit<ComponentProps<typeof NextIntlClientProvider>, "children">,
  children: ReactNode,
): ComponentProps<typeof NextIntlClientProvider> => ({ ...config, children });

function render(findings: Finding[]): string {
  const errors: string[] = [];
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      providerProps(
        {
          locale: "en",
          timeZone: "UTC",
          messages: { common },
          onError: (error: Error) => errors.push(error.message),
        },
        createElement(FindingsList, { findings }),
      ),
    ),
  );
  expect(errors).toEqual([]);
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

const finding = (over: Partial<Finding>): Finding => ({
  id: "f",
  title: "Tender security",
  status: "fail",
  severity: "high",
  evidence: "",
  citation: "Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 61(2)",
  recommendation: "",
  ...over,
});

describe("a finding's state is said in words", () => {
  it("says a note is for information, once, with no code", () => {
    const text = render([finding({ title: "Procuring entity named", status: "info", severity: "info" })]);
    expect(text).toContain("Procuring entity named (For information)");
    expect(text).not.toMatch(/info\s*·\s*info/i);
  });

  it("gives a priority only where there is something to do", () => {
    const text = render([
      finding({ id: "a", title: "Tender security", status: "fail", severity: "high" }),
      finding({ id: "b", title: "Bid validity", status: "warning", severity: "medium" }),
      finding({ id: "c", title: "Closing date", status: "pass", severity: "high" }),
      finding({ id: "d", title: "Evaluation criteria", status: "insufficient", severity: "low" }),
    ]);
    expect(text).toContain("Tender security (Not met, high priority)");
    expect(text).toContain("Bid validity (Needs a check, medium priority)");
    expect(text).toContain("Closing date (Met)");
    expect(text).toContain("Evaluation criteria (Not enough data to decide, low priority)");
    expect(text).not.toContain("·");
  });
});
