"use client";

import { useEffect } from "react";
import { requestJson } from "@/lib/api/request-json";
import type { ToolId } from "@/lib/catalogue/types";

/** Opening a tool records it in the recently used list (spec 2 §4). Best effort: a failure only costs the entry. */
export function useRecordRecent(toolId: ToolId) {
  useEffect(() => {
    void requestJson<unknown>("/api/me/recents", "POST", { toolId });
  }, [toolId]);
}
