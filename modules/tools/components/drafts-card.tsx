"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type {
  ChangeStatus,
  ParagraphComparison,
  SectionComparison,
  WordChange,
} from "@/modules/tools/lib/drafting/compare";
import { draftSchema, numberedSections } from "@/lib/results/draft";
import { REWRITE_INSTRUCTIONS, type RewriteInstruction } from "@/modules/tools/lib/drafting/llm";
import { cn } from "@/lib/utils";
import {
  toolsApi,
  type DraftComparisonResponse,
  type DraftVersionResponse,
  type ToolRunResponse,
} from "./tool-api";

type Props = {
  toolId: string;
  activityId?: string;
  /** The run shown above (its draft's sections can be regenerated); none before a draft is run or opened. */
  result: ToolRunResponse | null;
  /** Whether the org has the language model on (Settings): offers rewriting a section with it. */
  rewrite: boolean;
  /** The current inputs, sent with a regeneration. */
  inputs: Record<string, unknown>;
  /** A regenerated, rewritten or opened draft becomes the result shown above. */
  onResult: (run: ToolRunResponse) => void;
};

const STATUS_STYLE: Record<ChangeStatus, string> = {
  added: "border-l-4 border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40",
  removed: "border-l-4 border-red-600 bg-red-50 dark:bg-red-950/40",
  changed: "border-l-4 border-amber-500 bg-amber-50 dark:bg-amber-950/40",
  same: "border-l-4 border-transparent",
};

/**
 * The drafting task's drafts under a drafting tool's result: each version (who, when), pick two to compare
 * side by side, delete one, and regenerate one section of the draft shown above into a new version.
 */
export function DraftsCard({ toolId, activityId, result, rewrite, inputs, onResult }: Props) {
  const t = useTranslations("services.drafts");
  const format = useFormatter();
  const [drafts, setDrafts] = useState<DraftVersionResponse[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [comparison, setComparison] = useState<DraftComparisonResponse | null>(null);
  const [comparing, setComparing] = useState(false);
  const [sectionId, setSectionId] = useState("");
  // The section action under way (regenerate, or a language-model rewrite), so one runs at a time.
  const [working, setWorking] = useState<"regenerate" | RewriteInstruction | null>(null);
  const selectId = useId();

  // Bumped to list the drafts again (after a delete); a new result lists them again too.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void toolsApi.drafts(toolId, activityId).then((response) => {
      if (cancelled) return;
      if (!response.ok) {
        setFailed(true);
        return;
      }
      setDrafts(response.data.drafts);
      setFailed(false);
      setPicked((current) => current.filter((id) => response.data.drafts.some((d) => d.runId === id)));
    });
    return () => {
      cancelled = true;
    };
  }, [toolId, activityId, result?.runId, reloads]);

  const parsed = draftSchema.safeParse(result?.output.data.draft);
  const sections = parsed.success ? numberedSections(parsed.data.sections) : [];
  const versionOf = (runId: string) => drafts?.find((d) => d.runId === runId)?.version ?? 0;

  function toggle(runId: string, checked: boolean) {
    setPicked((current) =>
      checked
        ? [...current.filter((id) => id !== runId), runId].slice(-2)
        : current.filter((id) => id !== runId),
    );
  }

  async function compare() {
    if (picked.length !== 2) return;
    // The older version is compared to the newer one.
    const [before, after] = [...picked].sort((a, b) => versionOf(a) - versionOf(b));
    setComparing(true);
    const response = await toolsApi.compareDrafts(before!, after!);
    setComparing(false);
    if (response.ok) setComparison(response.data);
    else toast.error(t("compareFailed"), { description: response.message });
  }

  async function remove(runId: string) {
    const response = await toolsApi.deleteDraft(runId);
    if (!response.ok) {
      toast.error(t("deleteFailed"), { description: response.message });
      return;
    }
    toast.success(t("deleted"));
    if (comparison && [comparison.before.runId, comparison.after.runId].includes(runId)) setComparison(null);
    setReloads((count) => count + 1);
  }

  /** Regenerates or rewrites the chosen section into a new draft, which becomes the result shown above. */
  async function sectionAction(action: "regenerate" | RewriteInstruction) {
    if (!sectionId || !result) return;
    setWorking(action);
    const response =
      action === "regenerate"
        ? await toolsApi.regenerateSection(result.runId, sectionId, inputs)
        : await toolsApi.rewriteSection(result.runId, sectionId, action);
    setWorking(null);
    if (!response.ok) {
      toast.error(t(action === "regenerate" ? "regenerateFailed" : "rewriteFailed"), {
        description: response.message,
      });
      return;
    }
    toast.success(t(action === "regenerate" ? "regenerated" : "rewritten"));
    onResult(response.data);
  }

  async function open(runId: string) {
    const response = await toolsApi.getRun(runId);
    if (!response.ok) {
      toast.error(t("openFailed"), { description: response.message });
      return;
    }
    onResult(response.data);
  }

  return (
    <Card data-testid="drafts-card">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {sections.length ? (
          <div className="space-y-2" data-testid="regenerate-section">
            <h3 className="font-medium">{t("regenerateTitle")}</h3>
            <p className="text-sm text-muted-foreground">{t("regenerateText")}</p>
            <div className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <label htmlFor={selectId} className="text-sm font-medium">
                  {t("regenerateSelect")}
                </label>
                <Select value={sectionId} onValueChange={setSectionId}>
                  <SelectTrigger id={selectId} className="w-72">
                    <SelectValue placeholder={t("regeneratePlaceholder")} />
                  </SelectTrigger>
                  <SelectContent>
                    {sections.map(({ number, section }) => (
                      <SelectItem key={section.id} value={section.id}>
                        {number} {section.heading}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <Button
                onClick={() => void sectionAction("regenerate")}
                disabled={!sectionId || working !== null}
              >
                {working === "regenerate" ? t("regenerating") : t("regenerate")}
              </Button>
              {rewrite
                ? REWRITE_INSTRUCTIONS.map((instruction) => (
                    <Button
                      key={instruction}
                      variant="outline"
                      onClick={() => void sectionAction(instruction)}
                      disabled={!sectionId || working !== null}
                    >
                      {working === instruction ? t("rewriting") : t(`rewrite.${instruction}`)}
                    </Button>
                  ))
                : null}
            </div>
            <p className="text-xs text-muted-foreground" data-testid="rewrite-note">
              {rewrite ? t("rewriteOn") : t("rewriteOff")}
            </p>
          </div>
        ) : null}

        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {t("loadFailed")}
          </p>
        ) : drafts && drafts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : drafts ? (
          <div className="space-y-3">
            <ul className="divide-y rounded-md border" data-testid="draft-list">
              {drafts.map((draft) => (
                <li
                  key={draft.runId}
                  className="flex flex-wrap items-center gap-3 p-3"
                  data-testid="draft-row"
                >
                  <Checkbox
                    checked={picked.includes(draft.runId)}
                    onCheckedChange={(checked) => toggle(draft.runId, checked === true)}
                    aria-label={t("pick", { version: draft.version })}
                  />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium">
                      {t("version", { version: draft.version })}
                      {draft.runId === result?.runId ? (
                        <Badge variant="secondary" className="ml-2">
                          {t("current")}
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground">
                      {t("by", { who: draft.by?.name || draft.by?.email || t("unknownAuthor") })} ·{" "}
                      {format.dateTime(new Date(draft.createdAt), {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}{" "}
                      · {t("sections", { count: draft.sectionCount })}
                      {draft.record ? (
                        <>
                          {" "}
                          · {t("recordVersion", { version: draft.record.version })}
                          {draft.record.outdated ? (
                            <Badge variant="destructive" className="ml-2">
                              {t("outdated")}
                            </Badge>
                          ) : null}
                        </>
                      ) : null}
                    </p>
                  </div>
                  {draft.runId !== result?.runId ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => void open(draft.runId)}
                      aria-label={t("openLabel", { version: draft.version })}
                    >
                      {t("open")}
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void remove(draft.runId)}
                    aria-label={t("deleteLabel", { version: draft.version })}
                  >
                    {t("delete")}
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                onClick={() => void compare()}
                disabled={picked.length !== 2 || comparing}
                data-testid="draft-compare"
              >
                {comparing ? t("comparing") : t("compare")}
              </Button>
              {picked.length !== 2 ? <p className="text-sm text-muted-foreground">{t("pickTwo")}</p> : null}
            </div>
          </div>
        ) : null}

        {comparison ? (
          <ComparisonView
            comparison={comparison}
            beforeVersion={versionOf(comparison.before.runId)}
            afterVersion={versionOf(comparison.after.runId)}
            onClose={() => setComparison(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ComparisonView({
  comparison,
  beforeVersion,
  afterVersion,
  onClose,
}: {
  comparison: DraftComparisonResponse;
  beforeVersion: number;
  afterVersion: number;
  onClose: () => void;
}) {
  const t = useTranslations("services.drafts");
  return (
    <section
      className="space-y-3"
      data-testid="draft-comparison"
      aria-label={t("compareTitle", { before: beforeVersion, after: afterVersion })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-medium">{t("compareTitle", { before: beforeVersion, after: afterVersion })}</h3>
          <p className="text-sm text-muted-foreground">{t("counts", comparison.counts)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("closeCompare")}
        </Button>
      </div>
      <div className="hidden grid-cols-2 gap-3 text-sm font-medium sm:grid">
        <p>{t("before", { version: beforeVersion })}</p>
        <p>{t("after", { version: afterVersion })}</p>
      </div>
      {comparison.sections.map((section) => (
        <SectionRow key={`${section.status}-${section.id}-${section.number}`} section={section} />
      ))}
    </section>
  );
}

function SectionRow({ section }: { section: SectionComparison }) {
  const t = useTranslations("services.drafts");
  return (
    <div
      className={cn("space-y-2 rounded-md p-3", STATUS_STYLE[section.status])}
      data-status={section.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-medium">
          {section.number} {section.heading}
        </h4>
        <Badge variant={section.status === "same" ? "secondary" : "outline"}>
          {t(`status.${section.status}`)}
        </Badge>
      </div>
      {section.previousHeading ? (
        <p className="text-xs text-muted-foreground">
          {t("headingWas", { heading: section.previousHeading })}
        </p>
      ) : null}
      {section.status === "same"
        ? null
        : section.paragraphs.map((paragraph, index) => <ParagraphRow key={index} paragraph={paragraph} />)}
    </div>
  );
}

function ParagraphRow({ paragraph }: { paragraph: ParagraphComparison }) {
  const t = useTranslations("services.drafts");
  const label =
    paragraph.status === "same" ? null : (
      <span className="font-medium">{t(`status.${paragraph.status}`)}: </span>
    );
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2" data-status={paragraph.status}>
      <div className={cn("rounded p-2", paragraph.status === "removed" && "bg-red-100 dark:bg-red-900/40")}>
        {paragraph.before === undefined ? (
          <span className="text-muted-foreground">{t("noText")}</span>
        ) : paragraph.status === "removed" ? (
          <del>
            {label}
            {paragraph.before}
          </del>
        ) : paragraph.words ? (
          <Words words={paragraph.words} side="before" />
        ) : (
          paragraph.before
        )}
      </div>
      <div
        className={cn("rounded p-2", paragraph.status === "added" && "bg-emerald-100 dark:bg-emerald-900/40")}
      >
        {paragraph.after === undefined ? (
          <span className="text-muted-foreground">{t("noText")}</span>
        ) : paragraph.status === "added" ? (
          <ins className="no-underline">
            {label}
            {paragraph.after}
          </ins>
        ) : paragraph.words ? (
          <Words words={paragraph.words} side="after" />
        ) : (
          paragraph.after
        )}
      </div>
    </div>
  );
}

/** One side of a changed paragraph: removals struck through on the left, additions underlined on the right. */
function Words({ words, side }: { words: WordChange[]; side: "before" | "after" }) {
  const t = useTranslations("services.drafts");
  return (
    <p>
      {words.map((word, index) => {
        if (word.kind === "same") return <span key={index}>{word.text}</span>;
        if (word.kind === "removed" && side === "before")
          return (
            <del
              key={index}
              className="bg-red-200 text-red-950 dark:bg-red-900 dark:text-red-50"
              title={t("status.removed")}
            >
              <span className="sr-only">{t("wordRemoved", { text: word.text })}</span>
              <span aria-hidden="true">−{word.text}</span>
            </del>
          );
        if (word.kind === "added" && side === "after")
          return (
            <ins
              key={index}
              className="bg-emerald-200 text-emerald-950 underline decoration-2 dark:bg-emerald-900 dark:text-emerald-50"
              title={t("status.added")}
            >
              <span className="sr-only">{t("wordAdded", { text: word.text })}</span>
              <span aria-hidden="true">+{word.text}</span>
            </ins>
          );
        return null;
      })}
    </p>
  );
}
