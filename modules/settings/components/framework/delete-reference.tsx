"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { settingsApi } from "./api";
import { ConfirmDialog } from "@/modules/settings/components/confirm-dialog";

/** Delete with confirmation; the server removes a file's stored bytes and index entries too. */
export function DeleteReference({
  reference,
  onDeleted,
}: {
  reference: LibraryRef;
  onDeleted: (id: string) => void;
}) {
  const t = useTranslations("settings.framework.refs");
  const notify = useTranslations("notifications");
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const result = await settingsApi.deleteRef(reference.id);
    setBusy(false);
    if (!result.ok && result.status !== 404) {
      toast.error(notify("actionFailed"), {
        description: result.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    onDeleted(reference.id);
    toast.success(notify("referenceDeleted"), {
      description: notify("referenceDeletedDescription", { title: reference.title }),
    });
  }

  return (
    <ConfirmDialog
      trigger={
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t("deleteLabel", { title: reference.title })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("delete")}</span>
        </Button>
      }
      title={t("deleteDialog.title")}
      description={t("deleteDialog.description", { title: reference.title })}
      confirmLabel={t("deleteDialog.confirm")}
      cancelLabel={t("deleteDialog.cancel")}
      onConfirm={() => void remove()}
    />
  );
}
