import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Terms" };

export default async function TermsPage() {
  await requireUser("/terms");
  return <ContentPage page="terms" />;
}
