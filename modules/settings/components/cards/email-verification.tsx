"use client";

import { BadgeCheck, Loader2, MailWarning } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestJson } from "@/lib/api/request-json";
import { Button } from "@/components/ui/button";

/**
 * Under the profile's email: whether the address is verified, and 'Resend verification email' while it is not.
 * Only verified accounts may email outside their organisation, so a throwaway sign-up is no relay; the link
 * comes from POST /api/me/verify-email.
 */
export function EmailVerificationStatus({ verified: initiallyVerified }: { verified: boolean }) {
  const t = useTranslations("settings.cards.profile.verification");
  const [verified, setVerified] = useState(initiallyVerified);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const result = await requestJson<{ ok: true; status: "sent" | "already_verified" }>(
      "/api/me/verify-email",
      "POST",
    );
    setSending(false);
    if (!result.ok) {
      toast.error(t("failed"), { description: result.message ?? undefined });
      return;
    }
    if (result.data.status === "already_verified") {
      setVerified(true);
      toast.success(t("alreadyVerified"));
      return;
    }
    toast.success(t("sent"), { description: t("sentDescription") });
  }

  if (verified) {
    return (
      <p
        className="flex items-center gap-1.5 text-sm text-muted-foreground"
        data-testid="email-verification"
        data-verified="true"
      >
        <BadgeCheck className="size-4 text-green-600 dark:text-green-400" aria-hidden="true" />
        {t("verified")}
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="email-verification" data-verified="false">
      <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
        <MailWarning
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
          aria-hidden="true"
        />
        {t("unverified")}
      </p>
      {/* type="button": this sits inside the preferences form and must not submit it. */}
      <Button type="button" variant="outline" size="sm" onClick={() => void resend()} disabled={sending}>
        {sending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {sending ? t("sending") : t("resend")}
      </Button>
    </div>
  );
}
