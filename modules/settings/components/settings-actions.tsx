"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";
import type { PreferencesForm } from "./use-preferences-form";

/**
 * The page's two buttons. They stay in view at the bottom while the cards scroll; Save submits the
 * preferences form by its id, so the cards between (members, plan) keep their own buttons out of it.
 * On a phone the bar is one compact row (smaller buttons and padding): two full-size buttons wrapped onto two
 * rows and kept 117 of 844 pixels covered all the way down the page.
 */
const COMPACT = "h-9 px-2.5 text-xs sm:h-10 sm:px-4 sm:text-sm";
export function SettingsActions({ form, formId }: { form: PreferencesForm; formId: string }) {
  const t = useTranslations("settings.cards.actions");
  return (
    <div
      className="sticky bottom-0 z-30 -mx-4 flex flex-wrap justify-end gap-2 border-t bg-background/95 px-4 py-2 backdrop-blur sm:gap-3 sm:py-3"
      data-testid="settings-actions"
    >
      {/* Not the destructive style: saved framework forms and guidelines are kept, only defaults change. */}
      <ConfirmDialog
        tone="default"
        trigger={
          <Button type="button" variant="outline" className={COMPACT} disabled={form.busy}>
            {form.resetting ? t("resetting") : t("reset")}
          </Button>
        }
        title={t("resetTitle")}
        description={t("resetDescription")}
        cancelLabel={t("cancel")}
        confirmLabel={t("resetConfirm")}
        onConfirm={() => void form.resetDefaults()}
      />
      <Button type="submit" form={formId} className={COMPACT} disabled={form.busy}>
        {form.saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
