import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components/content/content-page";

export const generateMetadata = contentPageMetadata("roadmap");

export default function RoadmapPage() {
  return <MarkdownPage slug="roadmap" standalone />;
}
