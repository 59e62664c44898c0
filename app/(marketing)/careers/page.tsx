import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("careers");

export default function CareersPage() {
  return <MarkdownPage slug="careers" standalone />;
}
