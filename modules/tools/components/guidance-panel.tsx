"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";

type Props = { guidance: string; whenToUse?: readonly string[]; defaultOpen: boolean };

/** 'Service Guidance': what the tool does and when to use it, collapsible. */
export function GuidancePanel({ guidance, whenToUse, defaultOpen }: Props) {
  const t = useTranslations("services.tool");
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-lg border">
      <CollapsibleTrigger className="flex w-full items-center justify-between px-4 py-3 text-left font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {t("guidance")}
        <ChevronDown
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="space-y-3 px-4 pb-4 text-sm">
        <p>{guidance}</p>
        {whenToUse?.length ? (
          <div>
            <h3 className="mb-1 font-medium">{t("whenToUse")}</h3>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              {whenToUse.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{t("decisionSupport")}</p>
      </CollapsibleContent>
    </Collapsible>
  );
}
