import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Disclaimer" };

export default async function DisclaimerPage() {
  await requireUser("/disclaimer");
  return <ContentPage page="disclaimer" />;
}
