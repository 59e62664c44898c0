import { contentPageMetadata, MarkdownPage } from "@/components/content/content-page";

export const generateMetadata = contentPageMetadata("docs");

export default function DocsPage() {
  return <MarkdownPage slug="docs" standalone />;
}
