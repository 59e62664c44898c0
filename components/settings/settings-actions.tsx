"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import type { PreferencesForm } from "./use-preferences-form";

/**
 * The page's two buttons. They stay in view at the bottom while the cards scroll; Save submits the
 * preferences form by its id, so the cards between (members, plan) keep their own buttons out of it.
 */
export function SettingsActions({ form, formId }: { form: PreferencesForm; formId: string }) {
  const t = useTranslations("settings.cards.actions");
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="sticky bottom-0 z-30 -mx-4 flex flex-wrap justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur" data-testid="settings-actions">
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogTrigger asChild>
          <Button type="button" variant="outline" disabled={form.busy}>
            {form.resetting ? t("resetting") : t("reset")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>{t("resetTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("resetDescription")}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            {/* Not the destructive style: saved framework forms and guidelines are kept, only defaults change. */}
            <AlertDialogAction className={buttonVariants()} onClick={() => void form.resetDefaults()}>
              {t("resetConfirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <Button type="submit" form={formId} disabled={form.busy}>
        {form.saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
