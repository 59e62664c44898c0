import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("docs");

export default function DocsPage() {
  return <MarkdownPage slug="docs" standalone />;
}
