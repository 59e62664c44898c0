import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("roadmap");

export default function RoadmapPage() {
  return <MarkdownPage slug="roadmap" standalone />;
}
