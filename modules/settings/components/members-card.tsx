"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/api/request-json";
import type { MemberRow } from "@/modules/account/server";
import { ScrollRegion } from "@/components/shared/scroll-region";
import { MemberPermissionSwitches } from "./member-permission-switches";

export function MembersCard({ initialMembers }: { initialMembers: MemberRow[] }) {
  const t = useTranslations("settings.members");
  const common = useTranslations("common.orgRoles");
  const notify = useTranslations("notifications");
  const [members, setMembers] = useState(initialMembers);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function decide(member: MemberRow, decision: "approve" | "reject") {
    setBusyId(member.id);
    const response = await requestJson<unknown>(`/api/org/members/${encodeURIComponent(member.id)}`, "POST", {
      decision,
    });
    setBusyId(null);
    if (!response.ok) {
      toast.error(notify("actionFailed"), { description: notify("actionFailedDescription") });
      return;
    }
    setMembers((rows) =>
      rows.map((row) =>
        row.id === member.id ? { ...row, status: decision === "approve" ? "active" : "rejected" } : row,
      ),
    );
    toast.success(notify(decision === "approve" ? "membershipApproved" : "membershipRejected"), {
      description: member.email,
    });
  }

  if (members.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ScrollRegion label={t("tableLabel")} columns={6}>
      <table className="w-full text-left text-sm" data-testid="members-table">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-2 pr-4 font-medium">{t("name")}</th>
            <th className="py-2 pr-4 font-medium">{t("email")}</th>
            <th className="py-2 pr-4 font-medium">{t("access")}</th>
            <th className="py-2 pr-4 font-medium">{t("status")}</th>
            <th className="py-2 pr-4 font-medium">{t("permissions")}</th>
            <th className="py-2 font-medium">{t("actions")}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} className="border-t">
              <td className="py-2 pr-4">{member.name}</td>
              <td className="py-2 pr-4">{member.email}</td>
              <td className="py-2 pr-4">{common(member.orgRole)}</td>
              <td className="py-2 pr-4">{t(`statuses.${member.status}`)}</td>
              <td className="py-2 pr-4">
                {/* Keyed by status: a member approved here gets switches that start from their stored grants. */}
                <MemberPermissionSwitches key={member.status} member={member} />
              </td>
              <td className="py-2">
                {member.status === "pending" && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={busyId === member.id}
                      onClick={() => decide(member, "approve")}
                    >
                      {t("approve")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busyId === member.id}
                      onClick={() => decide(member, "reject")}
                    >
                      {t("reject")}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
