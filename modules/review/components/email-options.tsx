"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";

export type EmailSettings = { defaultTo: string; defaultCc: string; dryRun: boolean };

type Props = { settings: EmailSettings; sendImmediately: boolean; onChange: (on: boolean) => void };

/** 'Email Options': when on, the default To and CC from settings, a link to them, and the dry-run flag. */
export function EmailOptions({ settings, sendImmediately, onChange }: Props) {
  const t = useTranslations("review.email");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <Switch id="send-immediately" checked={sendImmediately} onCheckedChange={onChange} />
          <label htmlFor="send-immediately" className="text-sm font-medium leading-none">
            {t("sendImmediately")}
          </label>
        </div>
        {sendImmediately ? (
          <div className="space-y-1 rounded-md border p-3 text-sm" data-testid="email-defaults">
            <p>
              <span className="font-medium">{t("to")}:</span>{" "}
              {settings.defaultTo.trim() || (
                <span className="text-muted-foreground">{t("notConfigured")}</span>
              )}
            </p>
            <p>
              <span className="font-medium">{t("cc")}:</span>{" "}
              {settings.defaultCc.trim() || (
                <span className="text-muted-foreground">{t("notConfigured")}</span>
              )}
            </p>
            {settings.dryRun ? <p className="text-muted-foreground">{t("dryRun")}</p> : null}
            <Link href="/settings" className="inline-block text-primary underline underline-offset-4">
              {t("settingsLink")}
            </Link>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
