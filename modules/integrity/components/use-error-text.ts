"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ApiFailure } from "@/lib/api/result";

/** The API's own message (it is written for the user: "Line 2: …", "larger than 100 MB"), else a generic one. */
export function useErrorText() {
  const t = useTranslations("services.integrity.job");
  return useCallback(
    (failure: ApiFailure) =>
      failure.message ??
      (failure.status === 0 ? t("networkError") : t("requestFailed", { status: failure.status })),
    [t],
  );
}
