import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import common from "@/messages/en/common.json";
import notifications from "@/messages/en/notifications.json";
import settings from "@/messages/en/settings.json";
import { DEFAULT_PROFILE, preferencesPatchSchema } from "@/modules/settings/validation/preferences";
import { PreferencesForm } from "./preferences-form";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {} }),
  usePathname: () => "/settings",
}));

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common, settings, notifications });

const html = () =>
  render(
    createElement(PreferencesForm, {
      initial: {
        profile: { ...DEFAULT_PROFILE, name: "Achieng Otieno", role: "practitioner" },
        defaultTo: "",
        defaultCc: "",
        dryRun: true,
        reviewWebhookUrl: "",
        emailWebhookUrl: "",
      },
      email: "achieng.otieno@kisumu.go.ke",
      emailVerified: true,
    }),
  );

/** Switches read by nothing (no notice, analytics, sync or API check consults them): none may be offered. */
const DEAD = [
  ["autoSync", "Auto sync"],
  ["apiAccess", "API access"],
  ["webhooks", "Webhooks"],
  ["emailNotifications", "Email notifications"],
  ["pushNotifications", "Push notifications"],
  ["reviewReminders", "Review reminders"],
  ["systemUpdates", "System updates"],
  ["dataSharing", "Data sharing"],
  ["analyticsTracking", "Analytics"],
  ["profileVisibility", "Profile visibility"],
] as const;

describe("the preferences form offers only settings that act", () => {
  it("has no switch that nothing reads", () => {
    const page = html();
    for (const [key, label] of DEAD) {
      expect(page, key).not.toContain(`id="pref-${key}"`);
      expect(page, label).not.toMatch(new RegExp(`>${label}<`));
    }
  });

  it("keeps the settings that do act: email defaults, dry run, webhook addresses, appearance", () => {
    const page = html();
    for (const section of ["email", "profile", "appearance", "webhooks"])
      expect(page).toContain(`data-testid="settings-card-${section}"`);
    expect(page).toContain('role="switch"'); // the email dry-run switch, read by the send path
  });

  it("still accepts stored values of the removed switches, so saved preferences stay valid", () => {
    const stored = { profile: { autoSync: true, apiAccess: false, analyticsTracking: true } };
    expect(preferencesPatchSchema.safeParse(stored).success).toBe(true);
  });
});
