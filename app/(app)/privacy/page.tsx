import { titled } from "@/lib/i18n/metadata";
import { MarkdownPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("privacy");

export default async function PrivacyPage() {
  await requireUser("/privacy");
  return <MarkdownPage slug="privacy" />;
}
