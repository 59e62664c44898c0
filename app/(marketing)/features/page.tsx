import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components/content/content-page";

export const generateMetadata = contentPageMetadata("features");

export default function FeaturesPage() {
  return <MarkdownPage slug="features" standalone />;
}
