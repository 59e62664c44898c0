"use client";

import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import type { FrameworkBody, FrameworkSource } from "@/lib/frameworks/options";
import type { FrameworkDraft, FrameworkDraftField } from "@/modules/settings/lib/framework-settings";
import { describedBy, Field } from "@/components/shared/field";
import { OptionSelect } from "./option-select";
import type { FrameworkOptionLists } from "./options";

type Props = {
  source: FrameworkSource;
  draft: FrameworkDraft;
  /** Field messages, already as text. */
  errors: Partial<Record<FrameworkDraftField, string>>;
  onChange: (field: FrameworkDraftField, value: string) => void;
  options: FrameworkOptionLists;
};

function OfficialPage({ body, label }: { body: FrameworkBody | undefined; label: string }) {
  if (!body) return null;
  return (
    <a
      href={body.url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm text-primary underline underline-offset-4"
    >
      {label}
    </a>
  );
}

/** The fields of one framework type: country; IFI and country; provider; organization and URL. */
export function SourceFields({ source, draft, errors, onChange, options }: Props) {
  const t = useTranslations("settings.framework.fields");
  const id = (field: string) => `${source}-${field}`;
  const required = t("required");

  const country = (
    <OptionSelect
      id={id("country")}
      label={t("country")}
      placeholder={t("countryPlaceholder")}
      options={options.countries}
      value={draft.country_code}
      onChange={(code) => onChange("country_code", code)}
      error={errors.country_code}
      requiredText={required}
      search={{ label: t("countrySearch"), placeholder: t("countrySearchPlaceholder") }}
    />
  );
  const body = (
    field: "ifi_code" | "provider",
    list: readonly FrameworkBody[],
    label: string,
    placeholder: string,
  ) => (
    <div className="space-y-2">
      <OptionSelect
        id={id(field === "ifi_code" ? "ifi" : "provider")}
        label={label}
        placeholder={placeholder}
        options={list}
        value={draft[field]}
        onChange={(code) => onChange(field, code)}
        error={errors[field]}
        requiredText={required}
      />
      <OfficialPage
        body={list.find((item) => item.code === draft[field])}
        label={t("officialPage", { name: list.find((item) => item.code === draft[field])?.name ?? "" })}
      />
    </div>
  );

  if (source === "country") return country;
  if (source === "multilateral") {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {body("ifi_code", options.multilateral, t("ifi"), t("ifiPlaceholder"))}
        {country}
      </div>
    );
  }
  if (source === "bilateral")
    return body("provider", options.bilateral, t("provider"), t("providerPlaceholder"));
  const text = (
    field: "organization" | "guidelines_url",
    label: string,
    extra: { hint?: string; placeholder?: string; type?: string },
  ) => (
    <Field
      id={id(field)}
      label={label}
      error={errors[field]}
      hint={extra.hint}
      required={field === "organization"}
      requiredText={required}
    >
      <Input
        id={id(field)}
        type={extra.type ?? "text"}
        value={draft[field]}
        placeholder={extra.placeholder}
        onChange={(event) => onChange(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), errors[field], extra.hint)}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text("organization", t("organization"), { placeholder: t("organizationPlaceholder") })}
      {text("guidelines_url", t("guidelinesUrl"), {
        hint: t("guidelinesUrlHint"),
        placeholder: "https://",
        type: "url",
      })}
    </div>
  );
}
