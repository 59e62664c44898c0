import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { reviewModule } from "@/lib/catalogue/review-services";
import type { RequestStatus } from "@/modules/review/server/requests";

const VARIANTS: Record<RequestStatus, "default" | "secondary" | "outline"> = {
  submitted: "outline",
  in_review: "secondary",
  completed: "default",
  returned: "outline",
  rejected: "outline",
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const t = useTranslations("review.history.statuses");
  return (
    <Badge variant={VARIANTS[status]} data-testid="request-status">
      {t(status)}
    </Badge>
  );
}

export function serviceTitleOf(service: string, subservice: string | null): string {
  return reviewModule(service, subservice)?.title ?? service;
}
