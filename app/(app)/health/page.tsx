import { titled } from "@/lib/server/page-metadata";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("health");

export default async function HealthPage() {
  await requireUser("/health");
  const t = await getTranslations("common.health");
  return <h1 className="text-2xl font-semibold">{t("ok")}</h1>;
}
