import activities from "@/messages/en/activities.json";
import common from "@/messages/en/common.json";
import footer from "@/messages/en/footer.json";
import home from "@/messages/en/home.json";
import notifications from "@/messages/en/notifications.json";
import review from "@/messages/en/review.json";
import services from "@/messages/en/services.json";
import settings from "@/messages/en/settings.json";

/** One language (en) and eight namespaces. Imported statically so the build checks them. */
export const LANGUAGES = ["en"] as const;
export const NAMESPACES = [
  "common",
  "home",
  "settings",
  "services",
  "review",
  "footer",
  "notifications",
  "activities",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const messagesByLanguage = {
  en: { common, home, settings, services, review, footer, notifications, activities },
} as const;

export function namespaceMessages(language: string, namespace: string): Record<string, unknown> | null {
  if (!(LANGUAGES as readonly string[]).includes(language)) return null;
  if (!(NAMESPACES as readonly string[]).includes(namespace)) return null;
  return messagesByLanguage[language as "en"][namespace as Namespace];
}
