"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { settingsApi } from "@/modules/settings/components/framework/api";
import { Button } from "@/components/ui/button";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";

type Props = { onSeeded: (views: FrameworkSettingView[]) => void };

/** Seed Demo Data (only offered while the org has no framework settings): sample references for all sources. */
export function SeedDemoButton({ onSeeded }: Props) {
  const t = useTranslations("settings.library");
  const notify = useTranslations("notifications");
  const [busy, setBusy] = useState(false);

  async function seed() {
    setBusy(true);
    const result = await settingsApi.seedDemo();
    if (!result.ok) {
      // 409: someone in the org added settings meanwhile; show what is there now.
      const current = result.status === 409 ? await settingsApi.list() : null;
      setBusy(false);
      if (current?.ok) onSeeded(current.data.frameworkSettings);
      toast.error(notify("actionFailed"), {
        description: result.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    setBusy(false);
    onSeeded(result.data.frameworkSettings);
    toast.success(notify("demoLoaded"), { description: notify("demoLoadedDescription") });
  }

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{t("seedHint")}</p>
      <Button variant="outline" onClick={() => void seed()} disabled={busy}>
        {busy ? t("seeding") : t("seedDemo")}
      </Button>
    </div>
  );
}
