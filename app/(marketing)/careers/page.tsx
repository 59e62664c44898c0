import { contentPageMetadata, MarkdownPage } from "@/components/content/content-page";

export const generateMetadata = contentPageMetadata("careers");

export default function CareersPage() {
  return <MarkdownPage slug="careers" standalone />;
}
