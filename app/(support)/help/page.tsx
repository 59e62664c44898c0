import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import {
  ContactDialog,
  type ContactDialogTexts,
  ContactForm,
  contactFormLabels,
} from "@/modules/contact/components";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentUser } from "@/lib/server/auth/session";
import { getPreferences } from "@/modules/settings/server";

export async function generateMetadata(): Promise<Metadata> {
  const [titles, t] = await Promise.all([getTranslations("common.titles"), getTranslations("home.help")]);
  return { title: titles("help"), description: t("subtitle"), alternates: { canonical: "/help" } };
}

/**
 * Help and Contact: public, so a visitor can ask before signing up. A member's email is prefilled from the
 * default To setting (its first address), else the account's; that is why the page is rendered per request.
 */
export default async function HelpPage() {
  const user = await currentUser();
  const [t, contact, labels] = [
    await getTranslations("home.help"),
    await getTranslations("home.contact.dialog"),
    await contactFormLabels(),
  ];
  const faq = t.raw("faq") as { q: string; a: string }[];
  const email = user ? (await getPreferences(user)).defaultTo.split(",")[0]?.trim() || user.email : undefined;
  const dialogTexts = Object.fromEntries(
    ["open", "title", "description", "close", "settingsHint", "settingsLink"].map((key) => [
      key,
      contact(key),
    ]),
  );
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <ContactDialog
          labels={labels}
          texts={dialogTexts as ContactDialogTexts}
          defaults={user ? { name: user.name, email } : undefined}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="help-faq">
          <h2 id="help-faq" className="mb-3 text-lg font-semibold">
            {t("faqTitle")}
          </h2>
          <div className="divide-y rounded-lg border bg-card">
            {faq.map((item) => (
              <details key={item.q} className="group p-4">
                <summary className="cursor-pointer font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {item.q}
                </summary>
                <p className="mt-2 text-sm text-muted-foreground">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
        <Card>
          <CardHeader>
            <CardTitle>{t("formTitle")}</CardTitle>
            <CardDescription>{t("formDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm source="help" labels={labels} defaults={email ? { email } : undefined} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
