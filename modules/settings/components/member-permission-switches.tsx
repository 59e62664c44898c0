"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { requestJson } from "@/lib/api/request-json";
import type { MemberPermissions, MemberRow } from "@/modules/account/server";

const PERMISSIONS = ["review", "integrityApi"] as const satisfies readonly (keyof MemberPermissions)[];

/**
 * An admin's switches for one member's granted permissions, saved at once (and audited by the server). Admins
 * hold every permission by being admin; pending and rejected members get nothing to switch.
 */
export function MemberPermissionSwitches({ member }: { member: MemberRow }) {
  const t = useTranslations("settings.members");
  const [permissions, setPermissions] = useState(member.permissions);
  const [busy, setBusy] = useState(false);

  if (member.orgRole === "admin") return <span>{t("permissionsAdmin")}</span>;
  if (member.status !== "active") return null;

  async function change(permission: keyof MemberPermissions, granted: boolean) {
    setBusy(true);
    const response = await requestJson<{ permissions: MemberPermissions }>(
      `/api/org/members/${encodeURIComponent(member.id)}/permissions`,
      "PUT",
      { [permission]: granted },
    );
    setBusy(false);
    if (!response.ok) {
      toast.error(t("permissionFailed"), { description: response.message ?? undefined });
      return;
    }
    setPermissions(response.data.permissions);
    toast.success(t(granted ? "permissionGranted" : "permissionRevoked", { name: member.name }), {
      description: t(`permission.${permission}`),
    });
  }

  return (
    <div className="space-y-2">
      {PERMISSIONS.map((permission) => {
        const id = `permission-${permission}-${member.id}`;
        return (
          <div key={permission} className="flex items-center gap-2">
            <Switch
              id={id}
              checked={permissions[permission]}
              disabled={busy}
              onCheckedChange={(checked) => void change(permission, checked)}
            />
            <Label htmlFor={id} className="font-normal">
              {t(`permission.${permission}`)}
            </Label>
          </div>
        );
      })}
    </div>
  );
}
