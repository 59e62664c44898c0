"use client";

import { useTranslations } from "next-intl";
import { useTheme } from "next-themes";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { confirmThemeSaved } from "@/components/shared/theme-sync";
import { useFieldError } from "@/components/shared/use-field-error";
import { requestJson } from "@/lib/api/request-json";
import type { ApiFailure } from "@/lib/api/result";
import type { PreferencesPatch, Profile } from "@/modules/settings/validation/preferences";
import {
  formValuesFrom,
  readSaveFailure,
  RESET_DEFAULTS_PATCH,
  savedPreferences,
  validateForm,
  withBrowserTimezone,
  withoutErrors,
  type FieldErrorKeys,
  type PreferencesFormValues,
} from "./preferences-form-model";

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const noZoneOnServer = () => null;

type TopLevelKey = Exclude<keyof PreferencesFormValues, "profile">;

function putPreferences(body: PreferencesPatch) {
  return requestJson<unknown>("/api/settings/preferences", "PUT", body);
}

/** State and the two page actions (Save All Settings, Reset Procurement Defaults) of the preference cards. */
export function usePreferencesForm(initial: PreferencesFormValues) {
  const [stateValues, setValues] = useState(initial);
  // Only the browser knows its zone (null while rendering on the server, so hydration matches); it fills the
  // time zone when nothing is saved and the org has no country.
  const browserZone = useSyncExternalStore(neverChanges, browserTimeZone, noZoneOnServer);
  const values = withBrowserTimezone(stateValues, browserZone);
  const [errorKeys, setErrorKeys] = useState<FieldErrorKeys>({});
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const notify = useTranslations("notifications");
  const common = useTranslations("common");
  const fieldError = useFieldError();
  const { setTheme } = useTheme();
  const router = useRouter();

  /** The text of a field's error (from the schema in the browser or from the server). */
  function error(path: string): string | undefined {
    return fieldError(errorKeys[path]);
  }

  function set<K extends TopLevelKey>(key: K, value: PreferencesFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrorKeys((current) => withoutErrors(current, [key]));
  }

  function setProfile<K extends keyof Profile>(key: K, value: Profile[K]) {
    setValues((current) => ({
      ...current,
      profile: { ...current.profile, [key]: value },
      // A zone picked by hand is the user's, whatever the default was.
      ...(key === "timezone" ? { timezoneSource: undefined } : {}),
    }));
    setErrorKeys((current) => withoutErrors(current, [`profile.${key}`]));
  }

  function failed(failure: ApiFailure) {
    // Status 0: the request never got an answer.
    const status = failure.status === 0 ? notify("errorUnknown") : readSaveFailure(failure).statusText;
    toast.error(notify("settingsSaveFailed"), {
      description: notify("settingsSaveFailedDescription", { status }),
    });
  }

  async function save() {
    if (saving) return;
    const validated = validateForm(values);
    if (!validated.ok) {
      setErrorKeys(validated.errors);
      toast.error(common("validation.title"), { description: common("validation.description") });
      return;
    }
    setSaving(true);
    try {
      const response = await putPreferences(validated.body);
      if (!response.ok) {
        setErrorKeys(readSaveFailure(response).fields);
        return failed(response);
      }
      const saved = savedPreferences(response.data);
      const next = saved ? formValuesFrom(saved) : values;
      setValues(next);
      setErrorKeys({});
      setTheme(next.profile.theme);
      confirmThemeSaved(next.profile.theme);
      toast.success(notify("settingsSaved"), { description: notify("settingsSavedDescription") });
      // The header and the plan card show the account's name and role, which this save also changed.
      router.refresh();
    } finally {
      setSaving(false);
    }
  }

  async function resetDefaults() {
    if (resetting) return;
    setResetting(true);
    try {
      const response = await putPreferences(RESET_DEFAULTS_PATCH);
      if (!response.ok) return failed(response);
      const { defaultTo, defaultCc, dryRun } = RESET_DEFAULTS_PATCH;
      setValues((current) => ({ ...current, defaultTo, defaultCc, dryRun }));
      setErrorKeys((current) => withoutErrors(current, ["defaultTo", "defaultCc", "dryRun"]));
      toast.success(notify("defaultsReset"), { description: notify("defaultsResetDescription") });
      router.refresh();
    } finally {
      setResetting(false);
    }
  }

  return {
    values,
    error,
    set,
    setProfile,
    save,
    saving,
    resetDefaults,
    resetting,
    busy: saving || resetting,
  };
}

export type PreferencesForm = ReturnType<typeof usePreferencesForm>;
