import { describe, expect, it } from "vitest";
import { apiFailure } from "@/lib/api/result";
import {
  readSaveFailure,
  RESET_DEFAULTS_PATCH,
  validateForm,
  type PreferencesFormValues,
} from "@/modules/settings/components/preferences-form-model";
import { DEFAULT_PROFILE, preferencesPatchSchema } from "@/modules/settings/validation/preferences";

const values = (over: Partial<PreferencesFormValues> = {}): PreferencesFormValues => ({
  profile: { ...DEFAULT_PROFILE, name: "Pat", role: "practitioner" },
  defaultTo: "",
  defaultCc: "",
  dryRun: false,
  reviewWebhookUrl: "",
  emailWebhookUrl: "",
  ...over,
});

describe("settings form model", () => {
  it("validates with the server's schema and normalises addresses", () => {
    const ok = validateForm(values({ defaultTo: "A@Agency.example , b@agency.example" }));
    expect(ok).toMatchObject({ ok: true, body: { defaultTo: "a@agency.example, b@agency.example" } });
    expect(validateForm(values({ defaultCc: "nope" }))).toEqual({
      ok: false,
      errors: { defaultCc: "validation.emailList" },
    });
    expect(validateForm(values({ profile: { ...values().profile, name: "" } }))).toEqual({
      ok: false,
      errors: { "profile.name": "validation.nameRequired" },
    });
  });

  it("reset patch is accepted by the server schema; failures read status text and first field errors", () => {
    expect(preferencesPatchSchema.safeParse(RESET_DEFAULTS_PATCH).success).toBe(true);
    const failure = apiFailure(
      400,
      {
        ok: false,
        error: {
          code: "validation_error",
          message: "m",
          fields: { defaultTo: ["validation.emailList", "x"], b: [] },
        },
      },
      "Bad Request",
    );
    expect(readSaveFailure(failure)).toEqual({
      statusText: "Bad Request",
      fields: { defaultTo: "validation.emailList" },
    });
    expect(readSaveFailure(apiFailure(502, "oops"))).toEqual({ statusText: "HTTP 502", fields: {} });
  });
});
