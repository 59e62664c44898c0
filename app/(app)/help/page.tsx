import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { requireUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Help" };

export default async function HelpPage() {
  await requireUser("/help");
  return <ContentPage page="help" />;
}
