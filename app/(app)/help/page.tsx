import { titled } from "@/lib/i18n/metadata";
import { ContentPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("help");

export default async function HelpPage() {
  await requireUser("/help");
  return <ContentPage page="help" />;
}
