import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components/content/content-page";

export const generateMetadata = contentPageMetadata("partners");

export default function PartnersPage() {
  return <MarkdownPage slug="partners" standalone />;
}
