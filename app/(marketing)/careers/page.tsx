import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components/content/content-page";

export const generateMetadata = contentPageMetadata("careers");

export default function CareersPage() {
  return <MarkdownPage slug="careers" standalone />;
}
