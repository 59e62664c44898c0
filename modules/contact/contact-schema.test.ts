import { describe, expect, it } from "vitest";
import {
  CONTACT_FORM_FIELDS,
  CONTACT_REQUIRED,
  CONTACT_SOURCES,
  contactSchema,
} from "@/modules/contact/validation";

const filled = {
  name: "Ada",
  email: "ada@example.org",
  organization: "Roads Authority",
  subject: "General Inquiry",
  message: "Hello",
};

describe("contact schema per form", () => {
  it.each(CONTACT_SOURCES)(
    "%s: accepts its fields filled, and refuses each required one left empty",
    (source) => {
      const values = Object.fromEntries(CONTACT_FORM_FIELDS[source].map((field) => [field, filled[field]]));
      expect(contactSchema.safeParse({ source, ...values }).success).toBe(true);
      for (const field of CONTACT_FORM_FIELDS[source]) {
        const result = contactSchema.safeParse({ source, ...values, [field]: "" });
        const refused = !result.success && result.error.issues.some((issue) => issue.path[0] === field);
        expect(refused, `${source}.${field}`).toBe(CONTACT_REQUIRED[source].includes(field));
      }
    },
  );

  it("marks every missing field at once, even when the email is also wrong", () => {
    const result = contactSchema.safeParse({ source: "modal", email: "nope" });
    expect(result.success).toBe(false);
    expect(new Set(result.error!.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(["name", "email", "subject", "message"]),
    );
  });
});
