import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("features");

export default function FeaturesPage() {
  return <MarkdownPage slug="features" standalone />;
}
