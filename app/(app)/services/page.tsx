import { titled } from "@/lib/i18n/metadata";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("services");

export default async function ServicesPage() {
  await requireUser("/services");
  const t = await getTranslations("services");
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t("hubTitle")}</h1>
      <p className="text-muted-foreground">{t("comingSoon")}</p>
    </div>
  );
}
