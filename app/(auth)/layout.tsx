import type { ReactNode } from "react";
import { AppProviders } from "@/components/layout/app-providers";
import { MarketingHeader } from "@/components/layout/marketing-header";
import { SiteFooter } from "@/components/layout/site-footer";

// Sign-in and sign-up are rendered per request under the nonce CSP: they handle passwords.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <MarketingHeader />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <SiteFooter />
    </AppProviders>
  );
}
