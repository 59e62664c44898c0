import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/layout/app-header";
import { AppProviders } from "@/components/layout/app-providers";
import { SiteFooter } from "@/components/layout/site-footer";
import { ThemeSync } from "@/components/shared/theme-sync";
import { safeCallbackPath } from "@/lib/routes";
import { currentUser } from "@/lib/server/auth/session";
import { getThemePreference } from "@/modules/settings/server";

// Each page also calls requireUser with its own path; this guard covers anything rendered in the layout.
export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) {
    const returnTo = safeCallbackPath((await headers()).get("x-return-path"));
    redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  }
  // The theme saved with the account wins over this browser's (chosen on another device, or in settings).
  const theme = await getThemePreference(user.id);
  return (
    <AppProviders>
      <ThemeSync serverTheme={theme} />
      <AppHeader user={user} />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8">
        {children}
      </main>
      <SiteFooter />
    </AppProviders>
  );
}
