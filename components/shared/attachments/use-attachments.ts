"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { addToGroup, validateGroup, type GroupProblem } from "@/lib/files/file-groups";
import type { AttachmentOwner } from "@/lib/catalogue/review-services";
import { removeAttachment, uploadAttachment } from "./attachments-api";

export type AttachmentItem = {
  localId: string;
  name: string;
  size: number;
  status: "uploading" | "uploaded" | "error";
  progress: number;
  fileId?: string;
  error?: string;
};

let counter = 0;
const nextId = () => `att-${Date.now()}-${++counter}`;

/**
 * The files of every attachment group of a tool. Adding applies the group rules (duplicates get a
 * toast, extras are dropped silently), then each file uploads to storage at once, so 'Run' only sends ids.
 */
export function useAttachments(
  owner: AttachmentOwner,
  groups: readonly AttachmentGroup[],
  onChange: () => void,
) {
  const notify = useTranslations("notifications");
  const [byGroup, setByGroup] = useState<Record<string, AttachmentItem[]>>({});

  const update = useCallback((groupId: string, localId: string, patch: Partial<AttachmentItem>) => {
    setByGroup((current) => ({
      ...current,
      [groupId]: (current[groupId] ?? []).map((item) =>
        item.localId === localId ? { ...item, ...patch } : item,
      ),
    }));
  }, []);

  async function add(group: AttachmentGroup, files: readonly File[]) {
    const existing = byGroup[group.id] ?? [];
    const incoming = files.map((file) => ({ file, name: file.name, size: file.size }));
    const { added, duplicates } = addToGroup(group, existing, incoming);
    if (duplicates.length)
      toast.error(notify("duplicateFiles"), { description: notify("duplicateFilesDescription") });
    if (!added.length) return;
    const items = added.map((entry) => ({
      entry,
      item: {
        localId: nextId(),
        name: entry.name,
        size: entry.size,
        status: "uploading" as const,
        progress: 0,
      },
    }));
    setByGroup((current) => ({
      ...current,
      [group.id]: [...(current[group.id] ?? []), ...items.map(({ item }) => item)],
    }));
    toast.success(notify("filesAdded"), {
      description: notify("filesAddedDescription", { count: added.length }),
    });
    onChange();
    await Promise.all(
      items.map(async ({ entry, item }) => {
        const result = await uploadAttachment(owner, group.id, entry.file, () =>
          update(group.id, item.localId, { progress: 25 }),
        );
        if (result.ok)
          update(group.id, item.localId, { status: "uploaded", progress: 100, fileId: result.data.id });
        else update(group.id, item.localId, { status: "error", error: result.message ?? undefined });
      }),
    );
  }

  function remove(groupId: string, localId: string) {
    const item = (byGroup[groupId] ?? []).find((entry) => entry.localId === localId);
    setByGroup((current) => ({
      ...current,
      [groupId]: (current[groupId] ?? []).filter((entry) => entry.localId !== localId),
    }));
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

  return { byGroup, add, remove, problems, uploading, fileIds, valid };
}
