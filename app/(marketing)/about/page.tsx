import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("about");

export default function AboutPage() {
  return <MarkdownPage slug="about" standalone />;
}
