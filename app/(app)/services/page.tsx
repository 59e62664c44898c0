import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ContactDialog, type ContactDialogTexts, contactFormLabels } from "@/modules/contact/components";
import { ServicesHubClient } from "@/modules/services/components";
import { buttonVariants } from "@/components/ui/button-variants";
import { CLUSTERS, isToolId, toolHref } from "@/lib/catalogue";
import { clusterView, parseClusterSlug, toolPageHref } from "@/modules/services";
import { titled } from "@/lib/server/page-metadata";
import { requireUser } from "@/lib/server/auth/session";
import { getMyTools } from "@/modules/services/server";
import { getPreferences } from "@/modules/settings/server";

export const generateMetadata = titled("services");

type Props = { searchParams: Promise<{ tool?: string | string[]; from?: string | string[] }> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The Services Hub. `?tool=<id>` opens a tool directly (our form of the navigation state
 * `selectedService`); unknown ids are ignored. The cluster shown is chosen by the URL hash, which only the
 * browser sees, so the client leaf picks the view.
 */
export default async function ServicesPage({ searchParams }: Props) {
  const { tool, from } = await searchParams;
  const toolId = first(tool);
  const known = isToolId(toolId) ? toolId : null;
  // Signed-out visitors come back to the tool they asked for.
  const user = await requireUser(known ? toolHref(known) : "/services");
  if (known) redirect(toolPageHref(known, parseClusterSlug(first(from))));

  const [myTools, preferences, labels, t, dialog] = await Promise.all([
    getMyTools(user),
    getPreferences(user),
    contactFormLabels(),
    getTranslations("services.hub"),
    getTranslations("home.contact.dialog"),
  ]);
  // As on the help page: the email comes from the default To setting (its first address), else the account's.
  // The dialog's form asks for a name too; it starts with the account's.
  const email = preferences.defaultTo.split(",")[0]?.trim() || user.email;
  const dialogTexts: ContactDialogTexts = {
    open: t("contactSupport"),
    title: dialog("title"),
    description: dialog("description"),
    close: dialog("close"),
    settingsHint: dialog("settingsHint"),
    settingsLink: dialog("settingsLink"),
  };
  return (
    <ServicesHubClient
      clusters={CLUSTERS.map(clusterView)}
      myTools={myTools}
      supportDialog={
        <ContactDialog
          labels={labels}
          texts={dialogTexts}
          defaults={{ name: user.name, email }}
          triggerClassName={buttonVariants({ variant: "default" })}
        />
      }
    />
  );
}
