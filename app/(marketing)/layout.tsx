import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { MarketingHeader } from "@/components/layout/marketing-header";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";

/**
 * Public pages are prerendered: nothing here reads the request, and client leaves get their texts as props
 * (no next-intl client runtime, no toaster, no Radix) to keep the JS of `/` small. proxy.ts serves these paths
 * with a CSP that allows the prerendered inline scripts, since a static page cannot carry a per-request nonce.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <ScrollToTop />
      <MarketingHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <SiteFooter />
    </ThemeProvider>
  );
}
