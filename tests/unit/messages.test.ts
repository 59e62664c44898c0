import { readdirSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { messagesByLanguage, NAMESPACES, namespaceMessages } from "@/lib/i18n/messages";
import common from "@/messages/en/common.json";

describe("messages", () => {
  it("has exactly the eight namespaces on disk", () => {
    expect(readdirSync("messages/en").sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  it("serves known namespaces and nothing else", () => {
    expect(namespaceMessages("en", "footer")).toBe(messagesByLanguage.en.footer);
    expect(namespaceMessages("fr", "footer")).toBeNull();
    expect(namespaceMessages("en", "secrets")).toBeNull();
    expect(namespaceMessages("en", "__proto__")).toBeNull();
  });

  it("keeps the spec's exact shell texts", () => {
    expect(common.errorScreen.title).toBe("Something went wrong");
    expect(common.errorScreen.description).toBe(
      "An unexpected error occurred. Please try one of the options below.",
    );
    expect([
      common.errorScreen.home,
      common.errorScreen.services,
      common.errorScreen.health,
      common.errorScreen.reload,
    ]).toEqual(["Home", "Services", "Health Check", "Reload Page"]);
    expect(common.errorScreen.routerTitle).toBe("Unexpected Application Error!");
    expect(common.notFound.title).toBe("Oops! Page not found");
    expect(common.notFound.services).toBe("Browse Services");
    expect(common.validation.title).toBe("Validation Error");
    expect(common.validation.description).toBe("Please fix the highlighted fields.");
  });

  // next-intl parses each message as ICU MessageFormat when it is shown; a literal brace must be quoted
  // ('{time}'), or the page throws INVALID_MESSAGE instead of showing the text.
  it("has only messages that parse as ICU MessageFormat", () => {
    const broken: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === "string") {
        try {
          new IntlMessageFormat(value, "en");
        } catch (error) {
          broken.push(`${path}: ${(error as Error).message}`);
        }
      } else if (value && typeof value === "object")
        for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    };
    for (const ns of NAMESPACES) walk(messagesByLanguage.en[ns], ns);
    expect(broken).toEqual([]);
  });
});
