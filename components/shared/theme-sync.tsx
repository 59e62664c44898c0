"use client";

import { useTheme } from "next-themes";
import { useEffect } from "react";
import { requestJson } from "@/lib/api/request-json";
import { THEMES, type ThemeName } from "@/lib/theme";

export type { ThemeName };

/** next-themes' own key (its default storageKey). */
const THEME_KEY = "theme";
/** A theme chosen in this browser that the server has not confirmed yet (failed PUT, page left too early, or chosen signed out). */
const PENDING_KEY = "theme-pending";

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the theme simply is not carried over
  }
}

export function markThemePending(theme: ThemeName): void {
  storage()?.setItem(PENDING_KEY, theme);
}

/**
 * Stores the theme in the user's preferences. `keepalive` lets the request finish when the user reloads
 * right after choosing; until the server confirms, the choice stays marked as pending (see ThemeSync).
 */
export async function saveThemePreference(theme: ThemeName): Promise<boolean> {
  markThemePending(theme);
  const response = await requestJson<unknown>(
    "/api/settings/preferences",
    "PUT",
    { profile: { theme } },
    { keepalive: true },
  );
  if (response.ok) confirmThemeSaved(theme);
  return response.ok;
}

/** The server now holds `theme`: a pending mark for it is done (a later, different choice stays pending). */
export function confirmThemeSaved(theme: ThemeName): void {
  const store = storage();
  if (store?.getItem(PENDING_KEY) === theme) store.removeItem(PENDING_KEY);
}

/**
 * Rendered by the signed-in layout with the theme saved on the server (null: never saved). The server's theme
 * wins over the one this browser remembers (a choice made on another device), except when this browser holds
 * a newer choice the server has not received yet, or the account has none: then this browser's is sent.
 */
export function ThemeSync({ serverTheme }: { serverTheme: ThemeName | null }) {
  const { setTheme } = useTheme();
  useEffect(() => {
    const store = storage();
    if (!store) return;
    const stored = store.getItem(THEME_KEY);
    const local: ThemeName = isThemeName(stored) ? stored : "system";
    if (local === (serverTheme ?? "system")) {
      store.removeItem(PENDING_KEY);
      return;
    }
    if (serverTheme === null || store.getItem(PENDING_KEY) === local) {
      void saveThemePreference(local);
      return;
    }
    store.removeItem(PENDING_KEY);
    setTheme(serverTheme);
  }, [serverTheme, setTheme]);
  return null;
}
