import { contentPageMetadata, MarkdownPage } from "@/components/content/content-page";

export const generateMetadata = contentPageMetadata("about");

export default function AboutPage() {
  return <MarkdownPage slug="about" standalone />;
}
