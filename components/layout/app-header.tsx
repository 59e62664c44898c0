import type { SessionUser } from "@/lib/server/auth/session";
import { appNavLinks } from "./app-nav-links";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

/** The signed-in header: logo, the links this user may follow, theme and account menus. */
export function AppHeader({ user }: { user: SessionUser }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo href="/dashboard" />
        <MainNav links={appNavLinks(user)} />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <UserMenu name={user.name} email={user.email} orgName={user.orgName} />
        </div>
      </div>
    </header>
  );
}
