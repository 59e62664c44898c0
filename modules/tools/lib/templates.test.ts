import { describe, expect, it } from "vitest";
import {
  categoryOfContractType,
  closestTemplate,
  GENERIC_TEMPLATE_MESSAGE,
  scoreTemplate,
  TEMPLATES,
  templateBasisMessage,
  type Template,
} from "@/modules/tools/lib/templates";
import { CONTRACT_TYPES } from "@/lib/catalogue/lists";

const byId = (id: string): Template => {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return template;
};

describe("built-in templates", () => {
  it("has five: three from a multilateral bank, one from a regional bank, one generic goods bill of quantities", () => {
    expect(TEMPLATES).toHaveLength(5);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(5);
    expect(TEMPLATES.filter((t) => t.framework === "World Bank").map((t) => [t.category, t.docType])).toEqual(
      [
        ["Goods", "Terms of Reference"],
        ["Works", "Technical Specification"],
        ["Consulting Services", "Terms of Reference"],
      ],
    );
    expect(byId("afdb-infrastructure-specification")).toMatchObject({
      framework: "African Development Bank",
      sector: "Infrastructure",
    });
    expect(byId("generic-goods-boq")).toMatchObject({
      framework: "Generic",
      category: "Goods",
      docType: "Bill of Quantities",
    });
    for (const t of TEMPLATES) expect(t.path).toMatch(/^\/templates\/[a-z0-9-]+\.(docx|xlsx)$/);
    expect(byId("generic-goods-boq").path.endsWith(".xlsx")).toBe(true);
  });
});

describe("scoreTemplate", () => {
  const goodsTor = byId("wb-goods-tor");
  it.each([
    [{}, 0],
    [{ framework: "World Bank" }, 4],
    [{ framework: "world bank " }, 4], // case and spaces do not matter
    [{ framework: "World Bank (WB)" }, 2], // the template's framework inside the user's
    [{ framework: "World" }, 2], // the user's inside the template's
    [{ framework: "Asian Development Bank (ADB)" }, 0],
    [{ category: "Goods" }, 3],
    [{ docType: "Terms of Reference" }, 2],
    [{ sector: "General" }, 1],
    [{ framework: "World Bank", category: "Goods", docType: "Terms of Reference", sector: "General" }, 10],
    [
      {
        framework: "World Bank (WB) — Kenya",
        category: "Goods",
        docType: "Bill of Quantities",
        sector: "Health",
      },
      5,
    ],
    [{ framework: "", category: "", docType: null, sector: undefined }, 0],
  ])("%j scores %d on the World Bank goods ToR", (criteria, score) => {
    expect(scoreTemplate(goodsTor, criteria)).toBe(score);
  });
});

describe("closestTemplate", () => {
  it("picks the highest score", () => {
    expect(closestTemplate({ framework: "African Development Bank (AfDB)", category: "Works" })?.id).toBe(
      "afdb-infrastructure-specification",
    ); // 2+3 beats 0+3
    expect(closestTemplate({ framework: "World Bank (WB)", category: "Works" })?.id).toBe(
      "wb-works-specification",
    ); // 2+3
    expect(closestTemplate({ category: "Goods", docType: "Bill of Quantities" })?.id).toBe(
      "generic-goods-boq",
    ); // 3+2 beats 3
    expect(closestTemplate({ framework: "Generic", category: "Goods" })?.id).toBe("generic-goods-boq"); // 4+3 beats 3
    expect(closestTemplate({ category: "Consulting Services" })?.id).toBe("wb-consulting-tor");
  });

  it("breaks ties in favour of the first template", () => {
    // Goods ToR and goods BoQ both score 3; the ToR comes first.
    expect(closestTemplate({ category: "Goods" })?.id).toBe("wb-goods-tor");
    // Works spec and AfDB infrastructure spec both score 3 + 2.
    expect(closestTemplate({ category: "Works", docType: "Technical Specification" })?.id).toBe(
      "wb-works-specification",
    );
    // With the order reversed the other one wins, so the order is what decides.
    expect(closestTemplate({ category: "Goods" }, [...TEMPLATES].reverse())?.id).toBe("generic-goods-boq");
  });

  it("returns null when nothing scores", () => {
    expect(closestTemplate({})).toBeNull();
    expect(closestTemplate({ framework: "Uganda (UG)", category: "Non-consulting Services" })).toBeNull();
  });
});

describe("templateBasisMessage", () => {
  it("uses the spec's exact texts", () => {
    expect(templateBasisMessage(true, byId("wb-goods-tor"))).toBe(
      "Using your uploaded templates as basis for zero-draft generation.",
    );
    expect(templateBasisMessage(true, null)).toBe(
      "Using your uploaded templates as basis for zero-draft generation.",
    );
    expect(templateBasisMessage(false, byId("wb-goods-tor"))).toBe(
      "No templates uploaded. Using closest-fit template: World Bank Goods Terms of Reference.",
    );
    expect(templateBasisMessage(false, null)).toBe(GENERIC_TEMPLATE_MESSAGE);
    expect(GENERIC_TEMPLATE_MESSAGE).toMatch(/^No templates uploaded\./);
  });
});

describe("categoryOfContractType", () => {
  it("maps the seven contract types", () => {
    expect(CONTRACT_TYPES.map((type) => categoryOfContractType(type))).toEqual([
      "Goods",
      "Works",
      "Consulting Services",
      "Non-consulting Services",
      null,
      null,
      null,
    ]);
  });
});
