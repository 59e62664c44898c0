import { titled } from "@/lib/server/page-metadata";
import { MarkdownPage } from "@/modules/marketing/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("disclaimer");

export default async function DisclaimerPage() {
  await requireUser("/disclaimer");
  return <MarkdownPage slug="disclaimer" />;
}
