import { describe, expect, it } from "vitest";
import { isPublicMailDomain, parseEmail } from "@/lib/text/email-address";
import {
  deriveOrgId,
  hashedOrgId,
  ORG_ID_LENGTH,
  personalOrgId,
  placeEmail,
} from "@/modules/account/lib/org-id";

// The spec's algorithm written out independently: base64(domain) -> strip non-alphanumerics -> lowercase -> 12.
const specOrgId = (domain: string) =>
  btoa(domain)
    .replace(/[^a-zA-Z0-9]/g, "")
    .toLowerCase()
    .slice(0, 12);

describe("deriveOrgId", () => {
  it.each(["procuros.org", "ppra.go.ke", "worldbank.org", "a.io", "ministry-of-finance.gov.uk", "x1.co"])(
    "matches the spec's algorithm for %s",
    (domain) => {
      expect(deriveOrgId(domain)).toBe(specOrgId(domain));
    },
  );

  it("gives known values", () => {
    expect(deriveOrgId("procuros.org")).toBe("chjvy3vyb3mu"); // base64 "cHJvY3Vyb3Mub3Jn"
    expect(deriveOrgId("acme-gov.org")).toBe("ywntzs1nb3yu"); // "YWNtZS1nb3Yub3Jn", the "-" and "=" stripped
  });

  it("is lowercase alphanumeric and 12 characters for ordinary domains", () => {
    for (const domain of ["procuros.org", "ministry-of-finance.gov.uk", "example.com"]) {
      expect(deriveOrgId(domain)).toMatch(/^[a-z0-9]{12}$/);
    }
  });

  it("is shorter than 12 only when the domain is tiny", () => {
    expect(deriveOrgId("a.io").length).toBeLessThan(ORG_ID_LENGTH);
  });

  it("collides for domains sharing their first 9 bytes, which is why a fallback id exists", () => {
    expect(deriveOrgId("procurement.org")).toBe(deriveOrgId("procurement.com"));
    expect(hashedOrgId("procurement.org")).not.toBe(hashedOrgId("procurement.com"));
    expect(hashedOrgId("procurement.org")).toMatch(/^h[0-9a-f]{11}$/);
  });

  it("never produces ids that start like the personal or fallback ids", () => {
    for (const domain of [
      "procuros.org",
      "0day.net",
      "zeta.com",
      "yes.org",
      "sample.com",
      "quarry.co",
      "tender.io",
    ]) {
      expect(deriveOrgId(domain)[0]).not.toMatch(/[hu]/);
    }
  });
});

describe("placeEmail", () => {
  it("puts company addresses in their domain's org", () => {
    expect(placeEmail("Ann@Procuros.org ")).toEqual({
      kind: "domain",
      domain: "procuros.org",
      orgId: "chjvy3vyb3mu",
      fallbackOrgId: hashedOrgId("procuros.org"),
    });
  });

  it("gives each public-mail user a personal org", () => {
    const x = placeEmail("x@gmail.com");
    const y = placeEmail("y@gmail.com");
    expect(x?.kind).toBe("personal");
    expect(y?.kind).toBe("personal");
    expect(x?.orgId).not.toBe(y?.orgId);
    expect(x?.orgId).toBe(personalOrgId("x@gmail.com"));
    expect(x?.orgId).toMatch(/^u[0-9a-f]{11}$/);
  });

  it.each(["gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "proton.me", "GMAIL.COM"])(
    "treats %s as public",
    (domain) => {
      expect(isPublicMailDomain(domain)).toBe(true);
    },
  );

  it.each([
    ['"a@evil.com"@victim.com', "quoted local part containing an @"],
    ["alice＠victim.com", "fullwidth at sign"],
    ["alice@vіctim.com", "Cyrillic і look-alike"],
    ["a@b@victim.com", "two at signs"],
    ["alice@victim", "no top-level domain"],
    ["alice@-victim.com", "label starting with a hyphen"],
    ["alice@victim.com\r\nBcc: x@y.com", "header injection"],
    ["", "empty"],
    ["@victim.com", "empty local part"],
    [`${"a".repeat(65)}@victim.com`, "local part over 64"],
  ])("refuses %s (%s)", (raw) => {
    expect(parseEmail(raw)).toBeNull();
    expect(placeEmail(raw)).toBeNull();
  });

  it("does not let an odd address land in the victim's org", () => {
    const victim = placeEmail("boss@victim.com");
    for (const raw of ['"a@evil.com"@victim.com', "a＠victim.com"]) {
      expect(placeEmail(raw)?.orgId).not.toBe(victim?.orgId);
    }
  });
});
