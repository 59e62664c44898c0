import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { ThemeProvider } from "next-themes";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ScrollToTop } from "./scroll-to-top";
import { Toaster } from "./toaster";

// Client components only get the namespaces they use, to keep the page payload small.
const CLIENT_NAMESPACES = [
  "common",
  "notifications",
  "settings",
  "services",
  "review",
  "activities",
] as const;

/**
 * Providers for the dynamic, signed-in and sign-in pages: these run under the nonce CSP (proxy.ts), so the
 * theme script needs the nonce, and their client forms read messages through next-intl. Marketing pages are
 * static and pass texts to their few client leaves as props instead (see app/(marketing)/layout.tsx).
 */
export async function AppProviders({ children }: { children: ReactNode }) {
  const [nonce, locale, messages] = [
    (await headers()).get("x-nonce") ?? undefined,
    await getLocale(),
    await getMessages(),
  ];
  const clientMessages = {
    ...Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])),
    // Of home.json only the signed-in home's texts; the rest is marketing copy rendered on the server.
    home: { dashboard: (messages.home as Record<string, unknown>).dashboard },
  };
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      nonce={nonce}
      disableTransitionOnChange
    >
      <NextIntlClientProvider locale={locale} messages={clientMessages}>
        <ScrollToTop />
        {children}
        <Toaster />
      </NextIntlClientProvider>
    </ThemeProvider>
  );
}
