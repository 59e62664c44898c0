import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * In place of an integrity tool for a member without the integrity API grant: /api/v1 would answer every call
 * 403, so the page says why and whom to ask instead of showing a form that can only fail.
 */
export function IntegrityNoAccess() {
  const t = useTranslations("services.integrity.noAccess");
  return (
    <div role="note" className="flex gap-3 rounded-lg border p-4 text-sm" data-testid="integrity-no-access">
      <Lock className="size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{t("title")}</p>
        <p className="text-muted-foreground">{t("body")}</p>
      </div>
    </div>
  );
}
