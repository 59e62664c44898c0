"use client";

import type { Profile } from "@/modules/settings/validation/preferences";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { SwitchField } from "./fields";

type BooleanKey = { [K in keyof Profile]: Profile[K] extends boolean ? K : never }[keyof Profile];

/** On/off profile preferences, each labelled `t(key)` with the hint `t(keyHint)` of the card's namespace. */
export function ProfileSwitches({
  form,
  keys,
  t,
}: {
  form: PreferencesForm;
  keys: readonly BooleanKey[];
  t: (key: string) => string;
}) {
  return keys.map((key) => (
    <SwitchField
      key={key}
      id={`pref-${key}`}
      label={t(key)}
      hint={t(`${key}Hint`)}
      error={form.error(`profile.${key}`)}
      checked={form.values.profile[key]}
      onCheckedChange={(checked) => form.setProfile(key, checked)}
    />
  ));
}
