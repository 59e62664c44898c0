import { describe, expect, it } from "vitest";
import { CLUSTER_SLUGS, TOOL_CATEGORIES, TOOLS } from "@/lib/catalogue";
import { catalogueLabel, CLUSTER_LABELS, humanizeKey, TOOL_CATEGORY_LABELS } from "@/lib/catalogue/labels";

const CAMEL = /[a-z][A-Z]/;

describe("catalogue labels", () => {
  it("gives every tool category a human label, never the camelCase key itself", () => {
    for (const category of TOOL_CATEGORIES) {
      const label = TOOL_CATEGORY_LABELS[category];
      expect(label, category).toBeTruthy();
      expect(catalogueLabel(category)).toBe(label);
      if (CAMEL.test(category)) expect(label, category).not.toBe(category);
      expect(label, category).not.toMatch(CAMEL);
    }
    expect(catalogueLabel("BidderSupport")).toBe("Bidder support");
  });

  it("labels every cluster slug with its title and every tool id with its title", () => {
    for (const slug of CLUSTER_SLUGS) {
      expect(CLUSTER_LABELS[slug], slug).toBeTruthy();
      expect(catalogueLabel(slug)).not.toBe(slug);
    }
    expect(catalogueLabel("bidder-supplier")).toBe("Bidder & Supplier Services");
    for (const tool of TOOLS) expect(catalogueLabel(tool.id)).toBe(tool.title);
  });

  it("turns an unknown code key into words rather than showing it raw", () => {
    expect(humanizeKey("non_consulting")).toBe("Non consulting");
    expect(humanizeKey("BidderSupport")).toBe("Bidder support");
    expect(humanizeKey("bid-validity")).toBe("Bid validity");
    expect(humanizeKey("IPCValidation")).toBe("IPC validation");
    expect(catalogueLabel("someNewKey")).toBe("Some new key");
  });
});
