"use client";

import { useEffect } from "react";
import { requestJson } from "@/lib/api/request-json";
import type { ToolId } from "@/lib/catalogue/types";

/** Opening a tool moves it to the front of the recently used list. Best effort: a failure only costs the entry. */
export function useRecordRecent(toolId: ToolId) {
  useEffect(() => {
    void requestJson<unknown>("/api/me/recents", "POST", { toolId });
  }, [toolId]);
}
