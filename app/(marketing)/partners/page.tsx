import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("partners");

export default function PartnersPage() {
  return <MarkdownPage slug="partners" standalone />;
}
