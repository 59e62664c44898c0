import { titled } from "@/lib/i18n/metadata";
import { MarkdownPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("disclaimer");

export default async function DisclaimerPage() {
  await requireUser("/disclaimer");
  return <MarkdownPage slug="disclaimer" />;
}
