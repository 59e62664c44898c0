"use client";

import { useTranslations } from "next-intl";
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
import { Button } from "@/components/ui/button";

/** Delete asks first: a risk leaves the register for good (its history stays, for the audit). */
export function RiskDeleteButton({ title, onConfirm }: { title: string; onConfirm: () => void }) {
  const t = useTranslations("services.risks");
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("table.deleteLabel", { title })}>
          {t("table.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
        <AlertDialogDescription>{t("delete.text", { title })}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("delete.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t("delete.confirm")}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
