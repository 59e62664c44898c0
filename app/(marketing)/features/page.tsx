import { contentPageMetadata, MarkdownPage } from "@/components/content/content-page";

export const generateMetadata = contentPageMetadata("features");

export default function FeaturesPage() {
  return <MarkdownPage slug="features" standalone />;
}
