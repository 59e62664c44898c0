"use client";

import { Icon } from "@/modules/marketing/components";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { markThemePending } from "@/components/shared/theme-sync";

export type ThemeSwitchLabels = { label: string; light: string; dark: string; system: string };

const ORDER = ["system", "light", "dark"] as const;
type ThemeName = (typeof ORDER)[number];
const ICONS = { system: "monitor", light: "sun", dark: "moon" } as const;

const subscribe = () => () => {};

/**
 * The marketing pages' theme control: one button cycling system -> light -> dark. No menu library, so the
 * public pages stay light; the signed-in header keeps the menu version.
 */
export function ThemeSwitch({ labels }: { labels: ThemeSwitchLabels }) {
  const { theme, setTheme } = useTheme();
  // The stored theme is only known in the browser; render the neutral state on the server.
  const mounted = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const current: ThemeName =
    mounted && (ORDER as readonly string[]).includes(theme ?? "") ? (theme as ThemeName) : "system";
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length]!;
  return (
    <button
      type="button"
      onClick={() => {
        setTheme(next);
        // Public pages do not know the user: the signed-in layout sends this choice to the server next time.
        markThemePending(next);
      }}
      aria-label={`${labels.label}: ${labels[current]}`}
      title={`${labels.label}: ${labels[current]}`}
      data-testid="theme-toggle"
      data-theme-choice={current}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Icon name={ICONS[current]} className="h-4 w-4" />
    </button>
  );
}
