"use client";

import { useEffect, useState } from "react";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { requestJson } from "@/lib/api/request-json";
import { validateGroup, type GroupProblem } from "@/lib/files/file-groups";
import { documentsForGroup, mergeChosenFiles, preselectDocuments } from "@/lib/files/document-choice";

/** A document of an activity, as a tool or review opened for the activity offers it. */
export type ActivityDocumentOption = {
  fileId: string;
  name: string;
  size: number;
  kind: string;
  kindLabel: string;
};
type Answer = {
  activity: { reference: string; subject: string } | null;
  documents: ActivityDocumentOption[];
};

/** Typing an Activity ID should not ask once per keystroke. */
const DEBOUNCE_MS = 400;

/** The documents of the org's activity with this Activity ID (none while typing, or for an ID it keeps none for). */
function useDocumentsOf(reference: string): { reference: string; documents: ActivityDocumentOption[] } {
  const [loaded, setLoaded] = useState<{ reference: string; answer: Answer | null } | null>(null);
  useEffect(() => {
    if (!reference) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void requestJson<Answer>(
        `/api/tools/activity-documents?activityId=${encodeURIComponent(reference)}`,
      ).then((result) => {
        if (!cancelled) setLoaded({ reference, answer: result.ok ? result.data : null });
      });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [reference]);
  const answer = loaded?.reference === reference ? loaded.answer : null;
  return answer?.activity
    ? { reference: answer.activity.reference, documents: answer.documents }
    : { reference: "", documents: [] };
}

/**
 * The activity's documents offered per upload group, and which are ticked (issue 35: uploaded once). At first the
 * documents of the kinds each group asks for are ticked (lib/files/document-choice.ts); the member's own ticks
 * hold until the Activity ID changes. `files`: what a run sends, uploads and ticked documents together.
 */
export function useActivityDocuments(
  reference: string,
  groups: readonly AttachmentGroup[],
  uploaded: Readonly<
    Record<string, readonly { name: string; size: number; fileId?: string; status: string }[]>
  >,
) {
  const found = useDocumentsOf(reference.trim());
  const [ticked, setTicked] = useState<{ reference: string; byGroup: Record<string, string[]> } | null>(null);
  const chosen =
    ticked && ticked.reference === found.reference
      ? ticked.byGroup
      : preselectDocuments(groups, found.documents);
  const offered = Object.fromEntries(
    groups.map((group) => [group.id, documentsForGroup(group, found.documents)]),
  );

  function toggle(groupId: string, fileId: string, on: boolean) {
    const current = chosen[groupId] ?? [];
    const next = on ? [...new Set([...current, fileId])] : current.filter((id) => id !== fileId);
    setTicked({ reference: found.reference, byGroup: { ...chosen, [groupId]: next } });
  }

  const done = (groupId: string) => (uploaded[groupId] ?? []).filter((item) => item.status === "uploaded");
  const chosenDocuments = (groupId: string) =>
    found.documents.filter((document) => (chosen[groupId] ?? []).includes(document.fileId));
  /** Each group's file rules over its uploads and its ticked documents together. */
  const problems: Record<string, GroupProblem[]> = Object.fromEntries(
    groups.map((group) => [
      group.id,
      validateGroup(group, [...done(group.id), ...chosenDocuments(group.id)]),
    ]),
  );
  const uploadedIds = Object.fromEntries(
    groups.map((group) => [group.id, done(group.id).flatMap((item) => (item.fileId ? [item.fileId] : []))]),
  );
  return {
    /** The activity's Activity ID when the org keeps it, else "". */
    reference: found.reference,
    offered,
    chosen,
    chosenDocuments,
    toggle,
    problems,
    files: mergeChosenFiles(uploadedIds, chosen),
  };
}
