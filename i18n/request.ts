import { getRequestConfig } from "next-intl/server";
import { messagesByLanguage } from "@/lib/i18n/messages";

// One language for now (spec 1 §7); no locale in the URL.
export default getRequestConfig(async () => ({
  locale: "en",
  messages: messagesByLanguage.en,
  timeZone: "UTC",
}));
