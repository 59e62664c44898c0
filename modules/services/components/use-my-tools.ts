"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { requestJson } from "@/lib/api/request-json";
import type { ToolId } from "@/lib/catalogue/types";

export type MyToolsState = { favorites: string[]; recents: { toolId: string; usedAt: string }[] };

async function send(url: string, method: "PUT" | "POST", body: unknown): Promise<MyToolsState | null> {
  const response = await requestJson<MyToolsState>(url, method, body);
  return response.ok ? response.data : null;
}

/**
 * Favorites and recently used tools of the signed-in user (recently used capped at 10), kept on the server.
 * Starts from what the page loaded; a star toggles at once and rolls back with a toast if the save fails.
 * (Opening a tool records the recent on the tool page: use-record-recent.ts.)
 */
export function useMyTools(initial: MyToolsState) {
  const notify = useTranslations("notifications");
  const [state, setState] = useState<MyToolsState>(initial);

  const isFavorite = useCallback((id: string) => state.favorites.includes(id), [state.favorites]);

  const toggleFavorite = useCallback(
    async (id: ToolId) => {
      const before = state;
      const favorites = before.favorites.includes(id)
        ? before.favorites.filter((f) => f !== id)
        : [...before.favorites, id];
      setState({ ...before, favorites });
      const saved = await send("/api/me/favorites", "PUT", { favorites });
      if (saved) setState(saved);
      else {
        setState(before);
        toast.error(notify("saveFailed"), { description: notify("favoritesFailed") });
      }
    },
    [state, notify],
  );

  return { ...state, isFavorite, toggleFavorite };
}
