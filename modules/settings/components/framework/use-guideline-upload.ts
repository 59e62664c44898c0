"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { FrameworkSource } from "@/lib/frameworks/options";
import { guidelineContentType } from "@/lib/files/guideline-files";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import {
  clearFinished,
  screenFiles,
  startUploads,
  UPLOAD_CLEAR_DELAY_MS,
  UPLOAD_PROGRESS,
  updateUpload,
  type UploadItem,
} from "@/lib/files/upload-queue";
import { postToPresigned } from "@/lib/api/presigned-upload";
import { settingsApi } from "./api";

/** One line of the refused list for a file the server did not keep: its name, then why. */
export function uploadRefusalLine(name: string, reason: string | null, fallback: string): string {
  const why = reason?.trim();
  return why ? `${name}: ${why}` : fallback;
}

let counter = 0;
const nextId = () => `upload-${Date.now()}-${++counter}`;

/**
 * Uploads: each accepted file is presigned (progress 25), posted to the returned address and
 * confirmed (100), or marks its row as failed. Finished rows are cleared 3 s after their batch ends.
 */
export function useGuidelineUpload(source: FrameworkSource, onUploaded: (ref: LibraryRef) => void) {
  const notify = useTranslations("notifications");
  const [items, setItems] = useState<UploadItem[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  async function uploadOne(file: File, id: string): Promise<void> {
    const set = (patch: Partial<UploadItem>) => setItems((current) => updateUpload(current, id, patch));
    const contentType = guidelineContentType(file.name) ?? file.type;
    const presigned = await settingsApi.presign({
      source,
      filename: file.name,
      contentType,
      size: file.size,
    });
    let reference: LibraryRef | null = null;
    // The server's reason when it gave one ("The file is larger than 25 MB"), else the generic sentence.
    let reason: string | null = presigned.ok ? null : presigned.message;
    if (presigned.ok) {
      set({ progress: UPLOAD_PROGRESS.presigned });
      const posted = await postToPresigned(presigned.data.url, presigned.data.fields, file);
      const completed = posted ? await settingsApi.complete(presigned.data.fileId) : null;
      if (completed?.ok) reference = completed.data.reference;
      else if (completed) reason = completed.message;
    }
    if (!reference) {
      set({ status: "error" });
      toast.error(notify("uploadFailed"), {
        description: notify("uploadFailedDescription", { name: file.name }),
      });
      // The spec's toast is gone before the reason can be read: the reason is also said beside the drop area,
      // with the files refused before upload, until the next attempt.
      setRejected((current) => [
        ...current,
        uploadRefusalLine(file.name, reason, notify("uploadFailedDescription", { name: file.name })),
      ]);
      return;
    }
    set({ status: "success", progress: UPLOAD_PROGRESS.done });
    onUploaded(reference);
    toast.success(notify("uploadSuccess"), {
      description: notify("uploadSuccessDescription", { name: file.name }),
    });
  }

  async function upload(files: readonly File[]) {
    const { accepted, rejected: refused } = screenFiles(files);
    setRejected(refused);
    if (!accepted.length) return;
    const batch = accepted.map((file) => ({ file, id: nextId(), name: file.name }));
    setItems((current) => startUploads(current, batch));
    await Promise.all(batch.map(({ file, id }) => uploadOne(file, id)));
    timers.current.push(
      setTimeout(() => setItems((current) => clearFinished(current)), UPLOAD_CLEAR_DELAY_MS),
    );
  }

  return { items, rejected, upload };
}
