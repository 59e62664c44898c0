import { titled } from "@/lib/i18n/metadata";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("review");

export default async function ReviewPage() {
  await requireUser("/review");
  const t = await getTranslations("review");
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("comingSoon")}</p>
    </div>
  );
}
