import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("how-it-works");

export default function HowItWorksPage() {
  return <MarkdownPage slug="how-it-works" standalone />;
}
