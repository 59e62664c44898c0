import { titled } from "@/lib/server/page-metadata";
import { MarkdownPage } from "@/modules/marketing/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("terms");

export default async function TermsPage() {
  await requireUser("/terms");
  return <MarkdownPage slug="terms" />;
}
