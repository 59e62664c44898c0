import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("cookies");

export default function CookiesPage() {
  return <MarkdownPage slug="cookies" standalone />;
}
