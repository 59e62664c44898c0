import type { Metadata } from "next";
import { GeistSans } from "geist/font/sans";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { ThemeProvider } from "next-themes";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { Toaster } from "@/components/layout/toaster";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("titles.default"), template: `%s · ${t("productName")}` }, description: t("titles.description") };
}

// Client components only get the namespaces they use, to keep the page payload small.
const CLIENT_NAMESPACES = ["common", "notifications", "settings"] as const;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [nonce, locale, messages] = [(await headers()).get("x-nonce") ?? undefined, await getLocale(), await getMessages()];
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <html lang={locale} suppressHydrationWarning className={GeistSans.variable}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem nonce={nonce} disableTransitionOnChange>
          <NextIntlClientProvider locale={locale} messages={clientMessages}>
            <ScrollToTop />
            {children}
            <Toaster />
          </NextIntlClientProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
