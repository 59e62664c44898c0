"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ScreeningListView } from "@/modules/integrity/lib/api-types";
import { DdListUpload } from "./dd-list-upload";
import { DdListsPanel } from "./dd-lists-panel";
import { DdScreening } from "./dd-screening";
import { integrityApi } from "./integrity-api";
import { useErrorText } from "./use-error-text";

/**
 * Bidder due diligence: the org's debarment and sanctions lists (load, refresh, delete), then screening bidders
 * against them. The lists are loaded once here because the screening form needs to know whether any exist.
 */
export function DueDiligenceClient({ activityId = "" }: { activityId?: string }) {
  const t = useTranslations("services.integrity.dd");
  const errorText = useErrorText();
  const [lists, setLists] = useState<ScreeningListView[] | null>(null);
  const [listsError, setListsError] = useState<string | null>(null);
  // The list whose new file the upload form takes (a list without a source URL is refreshed by upload).
  const [replacing, setReplacing] = useState<ScreeningListView | null>(null);

  async function reload() {
    const answer = await integrityApi.lists();
    if (answer.ok) {
      setLists(answer.data.lists);
      setListsError(null);
    } else setListsError(errorText(answer));
  }

  useEffect(() => {
    let cancelled = false;
    void integrityApi.lists().then((answer) => {
      if (cancelled) return;
      if (answer.ok) setLists(answer.data.lists);
      else setListsError(errorText(answer));
    });
    return () => {
      cancelled = true;
    };
  }, [errorText]);

  function replace(list: ScreeningListView) {
    setReplacing(list);
    document.getElementById("dd-upload")?.scrollIntoView({ behavior: "smooth", block: "start" });
    document.getElementById("dd-list-file")?.focus({ preventScroll: true });
  }

  return (
    <>
      <DdListsPanel
        lists={lists}
        error={listsError ? t("listsFailed", { error: listsError }) : null}
        onChanged={() => void reload()}
        onReplace={replace}
      />
      <DdListUpload
        replacing={replacing}
        onCancelReplace={() => setReplacing(null)}
        onLoaded={() => {
          setReplacing(null);
          void reload();
        }}
      />
      <DdScreening hasLists={!!lists?.length} activityId={activityId} />
    </>
  );
}
