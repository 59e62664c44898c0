import type { ReactNode } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { AppProviders } from "@/components/layout/app-providers";
import { MarketingHeader } from "@/components/layout/marketing-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { ThemeSync } from "@/components/shared/theme-sync";
import { currentUser } from "@/lib/server/auth/session";
import { getThemePreference } from "@/modules/settings/server";

/**
 * Public pages that members also reach from inside the app (Help). Rendered per request under the nonce CSP
 * (lib/routes.ts PUBLIC_DYNAMIC_PATHS): a member gets the app's header, so the way back to their work stays one
 * click away; a visitor gets the public header. Nothing here requires a session.
 */
export default async function SupportLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  const theme = user ? await getThemePreference(user.id) : null;
  return (
    <AppProviders>
      {user ? (
        <>
          <ThemeSync serverTheme={theme} />
          <AppHeader user={user} />
        </>
      ) : (
        <MarketingHeader />
      )}
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </AppProviders>
  );
}
