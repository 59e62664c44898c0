"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { RequestStatus } from "@/modules/review/server/requests";

export type RequestMove = Exclude<RequestStatus, "submitted">;

/** A reason is required to return or to reject (the server refuses either without one). */
export const needsReason = (move: RequestMove) => move === "returned" || move === "rejected";

const DECISIONS = [
  { move: "completed", label: "approve", variant: "default" },
  { move: "returned", label: "returnForRevision", variant: "outline" },
  { move: "rejected", label: "reject", variant: "outline" },
] as const;

type Props = {
  status: RequestStatus;
  canDecide: boolean;
  /** The reviewer's comment box has text: it becomes the decision's reason. */
  hasReason: boolean;
  busy: boolean;
  onMove: (move: RequestMove) => void;
};

/**
 * The reviewer's steps: start a submitted request, then approve, return for revision or reject it. A reviewer
 * sees none of them on a request they submitted (segregation of duties), only why.
 */
export function DecisionActions({ status, canDecide, hasReason, busy, onMove }: Props) {
  const t = useTranslations("review.queue");
  if (!canDecide) return null;
  const spinner = busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null;
  if (status === "submitted")
    return (
      <Button type="button" disabled={busy} onClick={() => onMove("in_review")}>
        {spinner}
        {t("startReview")}
      </Button>
    );
  if (status !== "in_review") return null;
  return (
    <>
      {DECISIONS.map(({ move, label, variant }) => (
        <Button
          key={move}
          type="button"
          variant={variant}
          disabled={busy || (needsReason(move) && !hasReason)}
          onClick={() => onMove(move)}
        >
          {move === "completed" ? spinner : null}
          {t(label)}
        </Button>
      ))}
    </>
  );
}
