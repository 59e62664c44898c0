import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Privacy" };

export default async function PrivacyPage() {
  await requireUser("/privacy");
  return <ContentPage page="privacy" />;
}
