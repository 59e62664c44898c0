"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { validateGroup, type GroupProblem } from "@/lib/files/file-groups";
import { HEAD_BYTES } from "@/lib/files/file-signatures";
import { announceRefusals, decideUploads, uploadRefusal, type Refusal } from "@/lib/files/upload-outcomes";
import type { AttachmentOwner } from "@/lib/catalogue/review-services";
import { removeAttachment, uploadAttachment } from "./attachments-api";

/** A row of a group: only files that were added (uploading, then uploaded); a refused file is never a row. */
export type AttachmentItem = {
  localId: string;
  name: string;
  size: number;
  status: "uploading" | "uploaded";
  progress: number;
  fileId?: string;
};

type Rows = Record<string, AttachmentItem[]>;

let counter = 0;
const nextId = () => `att-${Date.now()}-${++counter}`;

/** The first bytes, for the type check before upload; none when the browser cannot read the file. */
async function readHead(file: File): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * The files of every attachment group of a tool. Each offered file gets one outcome (lib/files/upload-outcomes.ts):
 * added files upload to storage at once (so 'Run' only sends ids) and are counted in 'Files Added' once the
 * server has confirmed them; refused files, and uploads the server refuses, are listed under their group with
 * their reason and leave no row behind.
 */
export function useAttachments(
  owner: AttachmentOwner,
  groups: readonly AttachmentGroup[],
  onChange: () => void,
) {
  const notify = useTranslations("notifications");
  const [byGroup, setRows] = useState<Rows>({});
  const [refused, setRefused] = useState<Record<string, Refusal[]>>({});
  // The rows as of now: an add decides after reading bytes (an await), and must see a drop made meanwhile.
  const rows = useRef<Rows>({});

  const change = useCallback((next: (current: Rows) => Rows) => {
    rows.current = next(rows.current);
    setRows(rows.current);
  }, []);

  const patch = useCallback(
    (groupId: string, localId: string, values: Partial<AttachmentItem>) =>
      change((current) => ({
        ...current,
        [groupId]: (current[groupId] ?? []).map((item) =>
          item.localId === localId ? { ...item, ...values } : item,
        ),
      })),
    [change],
  );

  const drop = useCallback(
    (groupId: string, localId: string) =>
      change((current) => ({
        ...current,
        [groupId]: (current[groupId] ?? []).filter((item) => item.localId !== localId),
      })),
    [change],
  );

  const has = (groupId: string, localId: string) =>
    (rows.current[groupId] ?? []).some((item) => item.localId === localId);

  async function add(group: AttachmentGroup, files: readonly File[]) {
    const offered = await Promise.all(
      files.map(async (file) => ({ file, name: file.name, size: file.size, head: await readHead(file) })),
    );
    const decided = decideUploads(group, rows.current[group.id] ?? [], offered);
    const { duplicateToast, lines } = announceRefusals(decided.refused);
    if (duplicateToast)
      toast.error(notify("duplicateFiles"), { description: notify("duplicateFilesDescription") });
    // A new batch replaces the group's earlier refusals: what is listed is about the last thing the user did.
    setRefused((current) => ({ ...current, [group.id]: lines }));
    if (!decided.added.length) return;
    const items = decided.added.map((entry) => ({
      entry,
      item: {
        localId: nextId(),
        name: entry.name,
        size: entry.size,
        status: "uploading" as const,
        progress: 0,
      },
    }));
    change((current) => ({
      ...current,
      [group.id]: [...(current[group.id] ?? []), ...items.map(({ item }) => item)],
    }));
    onChange();
    const confirmed = await Promise.all(
      items.map(async ({ entry, item }) => {
        const result = await uploadAttachment(owner, group.id, entry.file, () =>
          patch(group.id, item.localId, { progress: 25 }),
        );
        const kept = has(group.id, item.localId);
        if (result.ok && kept) {
          patch(group.id, item.localId, { status: "uploaded", progress: 100, fileId: result.data.id });
          return true;
        }
        // Removed while uploading: the user no longer wants it, so its stored copy goes too.
        if (result.ok) void removeAttachment(result.data.id);
        else if (kept) {
          drop(group.id, item.localId);
          setRefused((current) => ({
            ...current,
            [group.id]: [...(current[group.id] ?? []), uploadRefusal(item.name, result)],
          }));
        }
        return false;
      }),
    );
    // Only files the server kept are 'added': a file it refused is not counted, and none gives no toast.
    const count = confirmed.filter(Boolean).length;
    if (count > 0)
      toast.success(notify("filesAdded"), { description: notify("filesAddedDescription", { count }) });
  }

  function remove(groupId: string, localId: string) {
    const item = (rows.current[groupId] ?? []).find((entry) => entry.localId === localId);
    drop(groupId, localId);
    // The server deletes the bytes too; a failure only leaves them to the 24-hour sweep.
    if (item?.fileId) void removeAttachment(item.fileId);
    onChange();
  }

  /** Problems per group, counting only files that finished uploading; uploads in flight block the run. */
  const problems: Record<string, GroupProblem[]> = Object.fromEntries(
    groups.map((group) => [
      group.id,
      validateGroup(
        group,
        (byGroup[group.id] ?? []).filter((item) => item.status === "uploaded"),
      ),
    ]),
  );
  const uploading = Object.values(byGroup).some((items) => items.some((item) => item.status === "uploading"));
  const fileIds: Record<string, string[]> = Object.fromEntries(
    groups.map((group) => [
      group.id,
      (byGroup[group.id] ?? []).flatMap((item) =>
        item.status === "uploaded" && item.fileId ? [item.fileId] : [],
      ),
    ]),
  );
  const valid = !uploading && Object.values(problems).every((list) => list.length === 0);

  return { byGroup, refused, add, remove, problems, uploading, fileIds, valid };
}
