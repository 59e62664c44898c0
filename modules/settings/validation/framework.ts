import { z } from "zod";
import { fieldErrorsFromZod, firstFieldMessages, topField } from "@/lib/api/field-errors";
import { countryName, isCountryCode } from "@/lib/locale/countries";
import {
  bilateralBody,
  FRAMEWORK_SOURCES,
  multilateralBody,
  type FrameworkSource,
} from "@/lib/frameworks/options";

// Messages are keys of messages/en/common.json "validation.*".
const optionalCode = z
  .string()
  .trim()
  .max(20)
  .optional()
  .transform((value) => value || undefined);
const optionalText = (max: number) =>
  z
    .string()
    .regex(/^[^\r\n]*$/, "validation.singleLine")
    .trim()
    .max(max, "validation.tooLong")
    .optional();

/** The fields of one framework form, as sent by the settings page (snake_case). */
export const frameworkSettingInput = z.object({
  source: z.enum(FRAMEWORK_SOURCES, "validation.frameworkSource"),
  country_code: optionalCode,
  ifi_code: optionalCode,
  provider: optionalCode,
  organization: optionalText(200),
  guidelines_url: optionalText(2000),
});
export type FrameworkSettingInput = z.input<typeof frameworkSettingInput>;

/** The stored form: the same fields, with the type and the derived country name. */
export type FrameworkSettingData = {
  source: FrameworkSource;
  type: FrameworkSource;
  country_code?: string;
  country_name?: string;
  ifi_code?: string;
  provider?: string;
  organization?: string;
  guidelines_url?: string;
};

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Per type: country needs a country; multilateral an IFI and a country; bilateral a provider;
 * other an organisation name and, if given, a valid guidelines URL. Only the fields of the type are kept,
 * so switching the type replaces the setting with that type alone.
 */
export const frameworkSettingSchema = frameworkSettingInput.transform((input, ctx): FrameworkSettingData => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const data: FrameworkSettingData = { source: input.source, type: input.source };
  const needsCountry = input.source === "country" || input.source === "multilateral";
  if (needsCountry) {
    const code = input.country_code?.toUpperCase();
    if (!isCountryCode(code)) fail("country_code", "validation.selectCountry");
    else Object.assign(data, { country_code: code, country_name: countryName(code) });
  }
  if (input.source === "multilateral") {
    if (!multilateralBody(input.ifi_code)) fail("ifi_code", "validation.selectIfi");
    else data.ifi_code = input.ifi_code;
  }
  if (input.source === "bilateral") {
    if (!bilateralBody(input.provider)) fail("provider", "validation.selectBilateral");
    else data.provider = input.provider;
  }
  if (input.source === "other") {
    if (!input.organization) fail("organization", "validation.organizationRequired");
    else data.organization = input.organization;
    if (input.guidelines_url) {
      if (!isHttpUrl(input.guidelines_url)) fail("guidelines_url", "validation.validUrl");
      else data.guidelines_url = input.guidelines_url;
    }
  }
  return data;
});

/** POST /api/settings/framework: the spec's payload, one setting at a time. */
export const saveFrameworkSchema = z.object({
  orgId: z.string().optional(),
  frameworkSettings: z.array(frameworkSettingSchema).length(1, "validation.oneSetting"),
});

/** First message per field, for forms. */
export function frameworkFieldErrors(
  input: FrameworkSettingInput,
): Partial<Record<keyof FrameworkSettingInput, string>> {
  const result = frameworkSettingSchema.safeParse(input);
  if (result.success) return {};
  return firstFieldMessages(fieldErrorsFromZod(result.error), topField) as Partial<
    Record<keyof FrameworkSettingInput, string>
  >;
}
