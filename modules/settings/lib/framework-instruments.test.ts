import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import common from "@/messages/en/common.json";
import notifications from "@/messages/en/notifications.json";
import settings from "@/messages/en/settings.json";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { SourceForm } from "@/modules/settings/components/framework/source-form";
import { FRAMEWORK_OPTION_LISTS } from "@/modules/settings/components/framework/options";
import { appliesMessage } from "./framework-applies-message";
import { frameworkApplies, instrumentOf, instrumentsCited } from "./framework-instruments";
import type { FrameworkSettingView } from "./framework-settings";

const KENYA_ACT = "Public Procurement and Asset Disposal Act, 2015";
const KENYA_REGULATIONS = "Public Procurement and Asset Disposal Regulations, 2020 (L.N. 69 of 2020)";
const KENYA_WORKS_STD =
  "PPRA Standard Tender Document for Works (Building and Associated Civil Engineering Works), Rev. April 2022";

const rule = (citation: string, over: Partial<FrameworkRule> = {}): FrameworkRule => ({
  id: "r",
  framework: "Kenya Public Procurement and Asset Disposal Act 2015 (PPADA) & Regulations 2020",
  framework_code: "KE_PPADA",
  category: "all",
  topic: "other",
  title: "t",
  rule: "r",
  value: null,
  unit: null,
  currency: null,
  citation,
  source_url: null,
  verified: true,
  ...over,
});

describe("the instruments a framework's rules cite", () => {
  it("names the instrument of a citation without its pinpoint or the jurisdiction", () => {
    expect(instrumentOf("Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 135(3)", "Kenya")).toBe(
      KENYA_ACT,
    );
    expect(
      instrumentOf(
        "Public Procurement and Asset Disposal Regulations, 2020 (Kenya, L.N. 69 of 2020), Second Schedule (threshold matrix)",
        "Kenya",
      ),
    ).toBe(KENYA_REGULATIONS);
    expect(instrumentOf(`${KENYA_WORKS_STD}, ITT 18.2 and 19.3`)).toBe(KENYA_WORKS_STD);
    // A segment that only continues the previous instrument's sections names none.
    expect(instrumentOf("s. 61(5)")).toBeNull();
    expect(instrumentOf("GCC 4.2.1-4.2.2")).toBeNull();
  });

  it("lists each instrument once, the Act before the Regulations before the standard documents", () => {
    const rules = [
      rule(`${KENYA_WORKS_STD}, ITT 45.1-45.2`),
      rule(
        "Public Procurement and Asset Disposal Regulations, 2020 (Kenya, L.N. 69 of 2020), as amended by L.N. 220 of 2020",
      ),
      rule(`Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 88; ${KENYA_WORKS_STD}, ITT 18.2`),
      rule("Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 53(6), s. 157(5); s. 61(5)"),
      // Unverified rules are leads, not law that applies.
      rule("Public Procurement (Preference and Reservations) Regulations, 2011 (Kenya), reg. 4", {
        verified: false,
      }),
    ].filter((item) => item.verified);
    expect(instrumentsCited(rules, "Kenya")).toEqual([KENYA_ACT, KENYA_REGULATIONS, KENYA_WORKS_STD]);
  });

  it("reads Kenya's instruments from the rule library, not from a list kept per country", () => {
    const kenya = frameworkApplies({ source: "country", country_code: "KE" });
    expect(kenya.name).toBe("Kenya");
    expect(kenya.instruments.slice(0, 2)).toEqual([KENYA_ACT, KENYA_REGULATIONS]);
    expect(kenya.instruments.some((name) => name.startsWith("PPRA Standard Tender Document"))).toBe(true);
    expect(new Set(kenya.instruments).size).toBe(kenya.instruments.length);
    // The same function with other data gives other instruments: nothing is hard-coded for Kenya.
    const other = frameworkApplies({ source: "country", country_code: "KE" }, [
      rule("Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 91"),
    ]);
    expect(other.instruments).toEqual([KENYA_ACT]);
  });

  it("names no instrument for a framework without verified rules, and keeps FAQs out", () => {
    expect(frameworkApplies({ source: "other", organization: "Nakuru County procurement manual" })).toEqual({
      name: "Nakuru County procurement manual",
      instruments: [],
    });
    const uganda = frameworkApplies({ source: "country", country_code: "UG" });
    expect(uganda.instruments).toContain("Public Procurement and Disposal of Public Assets Act, 2003");
    expect(uganda.instruments.join(" ")).not.toMatch(/Frequently Asked Questions/);
  });
});

const view = (over: Partial<FrameworkSettingView>): FrameworkSettingView =>
  ({
    orgId: "org",
    source: "country",
    type: "country",
    country_code: "KE",
    updatedAt: "2026-11-30T04:00:00.000Z",
    guidelines: { links: [], files: [] },
    ...over,
  }) as FrameworkSettingView;

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, settings, notifications });

const savedState = (html: string, source: string) =>
  new RegExp(`data-testid="${source}-saved-state"[^>]*>(.*?)</p>`).exec(html)?.[1]?.replaceAll("&amp;", "&");

describe("the framework form says what the saved framework brings", () => {
  const form = (
    setting: FrameworkSettingView | undefined,
    source: FrameworkSettingView["source"] = "country",
  ) =>
    render(
      createElement(SourceForm, {
        source,
        view: setting,
        orgId: "org",
        options: FRAMEWORK_OPTION_LISTS,
        onSaved: () => {},
        onReset: () => {},
      }),
    );

  it("names Kenya's instruments after a save", () => {
    const kenya = view({ applies: { name: "Kenya", instruments: [KENYA_ACT, KENYA_REGULATIONS] } });
    expect(savedState(form(kenya), "country")).toBe(
      `Saved. Kenya: ${KENYA_ACT}; ${KENYA_REGULATIONS} now apply to your reviews.`,
    );
  });

  it("says what a custom framework is built from", () => {
    const link = { id: "l", kind: "link" } as FrameworkSettingView["guidelines"]["links"][number];
    const custom = view({
      source: "other",
      type: "other",
      applies: { name: "Nakuru County manual", instruments: [] },
      guidelines: { links: [link, { ...link, id: "m" }], files: [] },
    });
    expect(savedState(form(custom, "other"), "other")).toBe(
      "Saved. Nakuru County manual has no verified rules in the rule library yet: your reviews are built from your 2 references under Guidelines & References.",
    );
  });

  it("says nothing applies before a save", () => {
    expect(appliesMessage(undefined)).toBeNull();
    expect(
      appliesMessage(view({ updatedAt: null, applies: { name: "Kenya", instruments: [KENYA_ACT] } })),
    ).toBeNull();
    expect(savedState(form(undefined), "country")).toBe("Not saved yet.");
  });
});
