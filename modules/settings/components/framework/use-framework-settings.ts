"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { FETCH_RETRIES, isRetryable, retryDelayMs, type ApiResult } from "@/lib/api/result";
import type { FrameworkSource } from "@/lib/frameworks/options";
import {
  pendingFileIds,
  putRef,
  removeRef,
  removeSource,
  upsertView,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { settingsApi } from "./api";

/** How often a file still being indexed is checked, and for how long at most (10 minutes). */
const POLL_MS = 2000;
const MAX_POLLS = 300;

export type FrameworkStore = {
  orgId: string;
  views: FrameworkSettingView[];
  putRef: (ref: LibraryRef) => void;
  removeRef: (id: string) => void;
  saved: (view: FrameworkSettingView) => void;
  resetSource: (source: FrameworkSource) => void;
  replaceAll: (views: FrameworkSettingView[]) => void;
  /** Bumped when the whole list is replaced (load, demo seed), so forms re-read the stored values. */
  generation: number;
};

async function loadWithRetry(): Promise<ApiResult<{ frameworkSettings?: FrameworkSettingView[] }>> {
  let result = await settingsApi.list();
  for (let attempt = 0; !result.ok && isRetryable(result) && attempt < FETCH_RETRIES; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    result = await settingsApi.list();
  }
  return result;
}

/**
 * The org's framework settings and guideline references, shared by both tabs. The page passes what the server
 * loaded; when it could not (null), the browser loads them, and on failure says so and goes on with none.
 */
export function useFrameworkSettings(initial: FrameworkSettingView[] | null, orgId: string): FrameworkStore {
  const notify = useTranslations("notifications");
  const [views, setViews] = useState<FrameworkSettingView[]>(initial ?? []);
  const [loadNeeded] = useState(initial === null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!loadNeeded) return;
    let live = true;
    void loadWithRetry().then((result) => {
      if (!live) return;
      if (result.ok) {
        setViews(result.data.frameworkSettings ?? []);
        return setGeneration((count) => count + 1);
      }
      console.error("Failed to get settings", result.status, result.message);
      toast.error(notify("settingsLoadFailed"), { description: notify("settingsLoadFailedDescription") });
    });
    return () => {
      live = false;
    };
  }, [loadNeeded, notify]);

  usePendingExtraction(views, setViews, orgId);

  const actions = useMemo(
    () => ({
      putRef: (ref: LibraryRef) => setViews((current) => putRef(current, orgId, ref)),
      removeRef: (id: string) => setViews((current) => removeRef(current, id)),
      saved: (view: FrameworkSettingView) => setViews((current) => upsertView(current, view)),
      resetSource: (source: FrameworkSource) => setViews((current) => removeSource(current, source)),
      replaceAll: (next: FrameworkSettingView[]) => {
        setViews(next);
        setGeneration((count) => count + 1);
      },
    }),
    [orgId],
  );
  return { orgId, views, generation, ...actions };
}

/** Polls each file whose text is still being indexed until it is indexed or failed. */
type SetViews = (update: (current: FrameworkSettingView[]) => FrameworkSettingView[]) => void;

function usePendingExtraction(views: FrameworkSettingView[], setViews: SetViews, orgId: string) {
  const pending = pendingFileIds(views).join(",");
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!pending || polls >= MAX_POLLS) return;
    let live = true;
    const timer = setTimeout(async () => {
      for (const id of pending.split(",")) {
        const result = await settingsApi.getRef(id);
        if (!live) return;
        const ref = result.ok ? result.data.reference : null;
        if (ref && ref.extraction?.status !== "pending") setViews((current) => putRef(current, orgId, ref));
        if (!result.ok && result.status === 404) setViews((current) => removeRef(current, id));
      }
      if (live) setPolls((count) => count + 1);
    }, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pending, polls, setViews, orgId]);
}
