"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { validationKey } from "@/lib/api/result";

/** Turns a message key from the shared schemas or the API ("validation.selectIfi") into its text. */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const validation = useTranslations("common.validation");
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      const inner = validationKey(key);
      return validation.has(inner) ? validation(inner) : key;
    },
    [validation],
  );
}
