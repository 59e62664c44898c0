"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { ApiFailure } from "@/lib/api/result";

/** The API's own message (written for the officer, e.g. the 409 "Reload it."), else a generic one. */
export function useRiskError() {
  const t = useTranslations("services.risks.toast");
  return useCallback(
    (failure: ApiFailure) =>
      failure.message ??
      (failure.status === 0 ? t("networkError") : t("requestFailed", { status: failure.status })),
    [t],
  );
}
