"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { FactsTable } from "@/components/shared/findings/facts-table";
import { FindingsList } from "@/components/shared/findings/findings-list";
import { HtmlPreview } from "@/modules/review/components/html-preview";
import { requestJson } from "@/lib/api/request-json";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import type { RequestComment, RequestDetail } from "@/modules/review/server/requests";
import { LoadingLine } from "@/components/shared/loading-line";
import { DecisionActions, type RequestMove } from "./decision-actions";

type Props = { requestId: string; onUpdated: (detail: RequestDetail) => void };

/** One request: findings and memo, the conversation, and (reviewers, never the submitter) the next step. */
export function RequestDetailCard({ requestId, onUpdated }: Props) {
  const t = useTranslations("review.queue");
  // next-intl formats with the app's time zone on server and client alike (no hydration mismatch).
  const format = useFormatter();
  const [detail, setDetail] = useState<RequestDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void requestJson<RequestDetail>(`/api/review/requests/${requestId}`).then((result) => {
      if (!live) return;
      if (result.ok) setDetail(result.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [requestId]);

  if (failed) return <p className="text-sm text-destructive">{t("loadFailed")}</p>;
  if (!detail) return <LoadingLine>{t("loading")}</LoadingLine>;

  const open = detail.status === "submitted" || detail.status === "in_review";
  // While deciding, the comment is the decision's reason (required to return or reject).
  const deciding = detail.canDecide && detail.status === "in_review";

  async function advance(status: RequestMove) {
    setBusy(true);
    const result = await requestJson<RequestDetail>(`/api/review/requests/${requestId}`, "PATCH", {
      status,
      comment: comment.trim() || undefined,
    });
    setBusy(false);
    if (!result.ok) return void toast.error(t("updateFailed"), { description: result.message ?? undefined });
    setDetail(result.data);
    setComment("");
    onUpdated(result.data);
    toast.success(t(status === "in_review" ? "started" : `decided.${status}`));
  }

  async function addComment() {
    if (!comment.trim()) return;
    setBusy(true);
    const result = await requestJson<RequestComment>(`/api/review/requests/${requestId}/comments`, "POST", {
      body: comment,
    });
    setBusy(false);
    if (!result.ok) return void toast.error(t("commentFailed"), { description: result.message ?? undefined });
    const updated = { ...detail!, comments: [...detail!.comments, result.data] };
    setDetail(updated);
    setComment("");
    onUpdated(updated);
  }

  const commentId = `comment-${requestId}`;
  return (
    <div className="space-y-6" data-testid="request-detail">
      <p className="text-sm">{detail.summary}</p>
      <Tabs defaultValue="findings">
        <TabsList>
          <TabsTrigger value="findings">{t("findings")}</TabsTrigger>
          <TabsTrigger value="memo">{t("memo")}</TabsTrigger>
        </TabsList>
        <TabsContent value="findings" className="space-y-4 pt-3">
          {detail.facts?.length ? <FactsTable sheets={detail.facts} /> : null}
          <FindingsList findings={detail.findings} linkFacts={Boolean(detail.facts?.length)} />
        </TabsContent>
        <TabsContent value="memo" className="pt-3">
          <HtmlPreview html={detail.memoHtml} title={t("memo")} testId="request-memo" />
        </TabsContent>
      </Tabs>
      <section className="space-y-3" aria-labelledby={`${commentId}-title`}>
        <h3 id={`${commentId}-title`} className="font-medium">
          {t("comments")}
        </h3>
        {detail.comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noComments")}</p>
        ) : (
          <ul className="space-y-2" data-testid="request-comments">
            {detail.comments.map((entry) => (
              <li key={entry.id} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {entry.author}{" "}
                  <span className="text-xs font-normal text-muted-foreground">
                    {format.dateTime(new Date(entry.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-wrap">{entry.body}</p>
              </li>
            ))}
          </ul>
        )}
        <div className="space-y-2">
          <Label htmlFor={commentId}>{deciding ? t("reasonLabel") : t("commentLabel")}</Label>
          <Textarea
            id={commentId}
            value={comment}
            maxLength={5000}
            aria-describedby={deciding ? `${commentId}-hint` : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          {deciding ? (
            <p id={`${commentId}-hint`} className="text-xs text-muted-foreground">
              {t("reasonHint")}
            </p>
          ) : null}
        </div>
        {detail.canReview && !detail.canDecide && open ? (
          <p role="note" className="text-sm text-muted-foreground" data-testid="own-request-note">
            {t("ownRequest")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={busy || !comment.trim()}
            onClick={() => void addComment()}
          >
            {t("addComment")}
          </Button>
          <DecisionActions
            status={detail.status}
            canDecide={detail.canDecide}
            hasReason={!!comment.trim()}
            busy={busy}
            onMove={(move) => void advance(move)}
          />
        </div>
      </section>
    </div>
  );
}
