import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components/content/content-page";

export const generateMetadata = contentPageMetadata("docs");

export default function DocsPage() {
  return <MarkdownPage slug="docs" standalone />;
}
