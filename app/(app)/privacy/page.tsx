import { titled } from "@/lib/server/page-metadata";
import { MarkdownPage } from "@/modules/marketing/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("privacy");

export default async function PrivacyPage() {
  await requireUser("/privacy");
  return <MarkdownPage slug="privacy" />;
}
