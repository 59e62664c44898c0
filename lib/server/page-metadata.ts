import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export type TitleKey =
  | "home"
  | "signIn"
  | "signUp"
  | "services"
  | "settings"
  | "review"
  | "health"
  | "privacy"
  | "terms"
  | "help"
  | "disclaimer";

/** `export const generateMetadata = titled("signIn")`: page titles come from messages like every other text. */
export function titled(key: TitleKey) {
  return async (): Promise<Metadata> => ({ title: (await getTranslations("common.titles"))(key) });
}
