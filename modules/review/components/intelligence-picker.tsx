"use client";

import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { REVIEW_MODULES, type ReviewModule } from "@/lib/catalogue/review-services";

const SUBSERVICES = REVIEW_MODULES.filter((module) => module.serviceId === "intelligence");

/** The intelligence picker: shown first, one choice per subservice. */
export function IntelligencePicker({ onPick }: { onPick: (module: ReviewModule) => void }) {
  const t = useTranslations("review.picker");
  return (
    <Card data-testid="intelligence-picker">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2">
        {SUBSERVICES.map((module) => (
          <button
            key={module.subserviceId}
            type="button"
            onClick={() => onPick(module)}
            className="group flex flex-col gap-1 rounded-lg border p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex items-center justify-between gap-2 font-medium">
              {module.title}
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
            <span className="text-sm text-muted-foreground">{module.description}</span>
          </button>
        ))}
      </CardContent>
    </Card>
  );
}
