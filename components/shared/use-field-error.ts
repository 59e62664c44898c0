"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { parseFieldMessage } from "@/lib/api/field-errors";

/** What turns a key of common.json into text: next-intl's translator, or a form's own texts (textsTranslator). */
export type MessageTranslator = {
  has: (key: string) => boolean;
  format: (key: string, params: Record<string, string>) => string;
};

type Messages = string | readonly string[] | null | undefined;

/**
 * The text of a field's messages (the first one; lib/api/field-errors.ts describes the format): a key of
 * common.json with its values filled in, or the message itself when it is not a key (a text the form made).
 */
export function fieldErrorText(messages: Messages, translator: MessageTranslator): string | undefined {
  const message = typeof messages === "string" ? messages : messages?.[0];
  if (!message) return undefined;
  const { key, params } = parseFieldMessage(message);
  return translator.has(key) ? translator.format(key, params) : message;
}

/** For forms rendered without next-intl's client runtime: raw message texts by key, `{name}` filled in. */
export function textsTranslator(texts: Readonly<Record<string, string>>): MessageTranslator {
  return {
    has: (key) => key in texts,
    format: (key, params) =>
      (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ""),
  };
}

/** The client's one way to show a field error: `const fieldError = useFieldError(); fieldError(errors.email)`. */
export function useFieldError(): (messages: Messages) => string | undefined {
  const common = useTranslations("common");
  return useCallback(
    (messages: Messages) =>
      fieldErrorText(messages, {
        has: (key) => common.has(key),
        format: (key, params) => common(key, params),
      }),
    [common],
  );
}
