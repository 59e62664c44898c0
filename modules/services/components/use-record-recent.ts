"use client";

import { useEffect } from "react";
import type { ToolId } from "@/lib/catalogue/types";

/** Opening a tool records it in the recently used list (spec 2 §4). Best effort: a failure only costs the entry. */
export function useRecordRecent(toolId: ToolId) {
  useEffect(() => {
    void fetch("/api/me/recents", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ toolId }) }).catch(() => undefined);
  }, [toolId]);
}
