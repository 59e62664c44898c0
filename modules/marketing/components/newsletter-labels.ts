import { getTranslations } from "next-intl/server";
import type { NewsletterLabels } from "./newsletter-form";

const KEYS = [
  "label",
  "placeholder",
  "subscribe",
  "subscribing",
  "success",
  "invalid",
  "error",
  "throttled",
] as const;

/** The newsletter form's texts, read on the server (marketing pages ship no next-intl client runtime). */
export async function newsletterLabels(): Promise<NewsletterLabels> {
  const t = await getTranslations("footer.newsletter");
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as NewsletterLabels;
}
