"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { requestJson } from "@/lib/api/request-json";
import type { ToolId } from "@/lib/catalogue/types";
import type { Role } from "@/lib/catalogue/role-profiles";

/** What the home's client leaves need of a tool: the catalogue's full definitions stay on the server. */
export type DashboardTool = { id: ToolId; title: string; cluster: string };

type DashboardState = {
  role: Role;
  changeRole: (role: Role) => void;
  tools: readonly DashboardTool[];
  toolById: ReadonlyMap<string, DashboardTool>;
};

const DashboardContext = createContext<DashboardState | null>(null);

/**
 * The role shared by Search Tools (its +10 bonus) and the Role Toolbox. A switch shows at once and is saved
 * with the account (PUT /api/settings/preferences); if the save fails the previous role comes back with a
 * toast. Only the latest click's answer counts, so quick switching cannot end on an older role.
 */
export function DashboardRoleProvider({
  initialRole,
  tools,
  children,
}: {
  initialRole: Role;
  tools: readonly DashboardTool[];
  children: ReactNode;
}) {
  const notify = useTranslations("notifications");
  const router = useRouter();
  const [role, setRole] = useState<Role>(initialRole);
  const saved = useRef<Role>(initialRole);
  const latest = useRef(0);

  const changeRole = useCallback(
    async (next: Role) => {
      setRole(next);
      const request = ++latest.current;
      const { ok } = await requestJson<unknown>("/api/settings/preferences", "PUT", { role: next });
      if (request !== latest.current) return;
      if (ok) {
        saved.current = next;
        // The account summary and settings read the role on the server.
        router.refresh();
      } else {
        setRole(saved.current);
        toast.error(notify("saveFailed"), { description: notify("actionFailedDescription") });
      }
    },
    [notify, router],
  );

  const value = useMemo<DashboardState>(
    () => ({
      role,
      changeRole: (next) => void changeRole(next),
      tools,
      toolById: new Map(tools.map((tool) => [tool.id, tool])),
    }),
    [role, changeRole, tools],
  );
  return <DashboardContext.Provider value={value}>{children}</DashboardContext.Provider>;
}

export function useDashboard(): DashboardState {
  const state = useContext(DashboardContext);
  if (!state) throw new Error("useDashboard outside DashboardRoleProvider");
  return state;
}
