"use client";

import { useTranslations } from "next-intl";

/**
 * A server field message as text: the API answers message keys of common.json ("validation.fieldRequired")
 * for schema errors and plain sentences for the rest (a document that could not be read).
 */
export function useFieldMessage(): (message: string) => string {
  const common = useTranslations("common");
  return (message) => (message.startsWith("validation.") && common.has(message) ? common(message) : message);
}
