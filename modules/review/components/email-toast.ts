"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { EmailOutcome } from "@/modules/review/lib/email-outcome";

/** The toast of an email outcome: 'Missing Recipient', 'Email Sent', 'Dry Run Mode' (settings or request text), 'Email Failed'. */
export function useEmailToast(): (outcome: EmailOutcome) => void {
  const notify = useTranslations("notifications");
  return (outcome) => {
    switch (outcome.kind) {
      case "missingRecipient":
        toast.error(notify("missingRecipient"), { description: notify("missingRecipientDescription") });
        return;
      case "sent":
        toast.success(notify("emailSent"), {
          description: notify("emailSentDescription", { recipients: outcome.recipients }),
        });
        return;
      case "queued":
        toast.success(notify("emailQueued"), {
          description: notify("emailQueuedDescription", { recipients: outcome.recipients }),
        });
        return;
      case "dryRunSettings":
        toast.info(notify("dryRunMode"), { description: notify("dryRunFromSettings") });
        return;
      case "dryRunRequest":
        toast.info(notify("dryRunMode"), { description: notify("dryRunFromRequest") });
        return;
      case "failed":
        toast.error(notify("emailFailed"), {
          description: outcome.message ?? notify("emailFailedDescription"),
        });
    }
  };
}
