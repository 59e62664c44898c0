import type { Metadata, Viewport } from "next";
import { sans } from "./fonts";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { env } from "@/lib/server/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  const siteName = t("productName");
  return {
    metadataBase: new URL(env.APP_URL),
    title: { default: t("titles.default"), template: `%s · ${siteName}` },
    description: t("titles.description"),
    applicationName: siteName,
    openGraph: {
      type: "website",
      siteName,
      locale: "en",
      title: t("titles.default"),
      description: t("titles.description"),
    },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fcfcfc" },
    { media: "(prefers-color-scheme: dark)", color: "#151924" },
  ],
};

// No request data is read here, so marketing pages below can be prerendered. Providers live in the group layouts.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={sans.variable}>
      <body className="flex min-h-screen flex-col font-sans antialiased">{children}</body>
    </html>
  );
}
