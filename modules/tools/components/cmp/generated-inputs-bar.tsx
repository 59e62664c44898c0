"use client";

import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

type Props = {
  /** The inputs are open again after 'Edit inputs'; the plan shown is still the previous one. */
  editing: boolean;
  onEdit: () => void;
  /** The fieldset of the inputs: its first control gets the focus once it is editable again. */
  inputsId: string;
};

/**
 * Over a generated plan's inputs: they are locked so the plan shown matches them, and 'Edit inputs' opens
 * them again with their values kept, to generate the plan anew (the spec had no way back; issue 22 asks one).
 */
export function GeneratedInputsBar({ editing, onEdit, inputsId }: Props) {
  const t = useTranslations("services.cmp");
  if (editing)
    return (
      <p className="mb-4 rounded-md border bg-muted/40 p-3 text-sm" role="status" data-testid="cmp-editing">
        {t("editingNote")}
      </p>
    );
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 p-3 text-sm"
      data-testid="cmp-locked"
    >
      <p>{t("lockedNote")}</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => {
          onEdit();
          // After React has re-rendered the fieldset enabled: focus is where the editing starts.
          requestAnimationFrame(() =>
            document
              .getElementById(inputsId)
              ?.querySelector<HTMLElement>(
                "input:not([disabled]), select:not([disabled]), textarea:not([disabled])",
              )
              ?.focus(),
          );
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t("editInputs")}
      </Button>
    </div>
  );
}
