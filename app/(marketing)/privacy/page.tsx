import { contentPageMetadata, MarkdownPage } from "@/modules/marketing/components";

export const generateMetadata = contentPageMetadata("privacy");

// Public and prerendered: a visitor reads it before giving personal data at sign-up (the spec lists it as protected).
export default function PrivacyPage() {
  return <MarkdownPage slug="privacy" standalone />;
}
