import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ToolFramework } from "@/lib/results/types";

type Props = {
  id: string;
  label: string;
  framework: ToolFramework | null;
  required: boolean;
  error?: string;
};

/** The framework from settings, read-only; 'No framework set' links to Settings. */
export function FrameworkField({ id, label, framework, required, error }: Props) {
  const t = useTranslations("services.inputs");
  return (
    <div className="space-y-1.5 sm:col-span-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
        {required ? <span className="text-destructive"> *</span> : null}
      </p>
      {framework ? (
        <div
          id={id}
          className="rounded-md border bg-muted/40 px-3 py-2 text-sm"
          data-testid="framework-value"
        >
          {framework.label}
          <span className="ml-2 text-xs text-muted-foreground">
            {t("fromSettings")}{" "}
            <Link href="/settings#framework" className="underline underline-offset-2">
              {t("change")}
            </Link>
          </span>
        </div>
      ) : (
        <div
          id={id}
          className="rounded-md border border-dashed px-3 py-2 text-sm"
          data-testid="framework-missing"
        >
          <span className="font-medium">{t("noFramework")}</span>{" "}
          <Link href="/settings#framework" className="underline underline-offset-2">
            {t("setFramework")}
          </Link>
        </div>
      )}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
