"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { GuidelinesLibrary } from "@/modules/settings/components/library/guidelines-library";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";
import { FrameworkSources } from "./framework-sources";
import type { FrameworkOptionLists } from "./options";
import { useFrameworkSettings } from "./use-framework-settings";

export type { FrameworkOptionLists } from "./options";

type Tab = "sources" | "library";

type Props = {
  /** What the server loaded; null when it could not, and the browser then loads it. */
  initialSettings: FrameworkSettingView[] | null;
  options: FrameworkOptionLists;
  orgId: string;
};

/** The 'Procurement Framework Defaults' card of /settings (anchor #framework): Framework Sources and Guidelines Library. */
export function FrameworkDefaultsCard({ initialSettings, options, orgId }: Props) {
  const t = useTranslations("settings.framework");
  const store = useFrameworkSettings(initialSettings, orgId);
  const [tab, setTab] = useState<Tab>("sources");

  // Links to #framework (the library's empty state, 'No framework set' elsewhere) land on the sources.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === "#framework") setTab("sources");
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  return (
    // Same frame as the other settings cards: a labelled region, anchor and test handle from the id.
    <Card
      id="framework"
      aria-labelledby="framework-title"
      role="region"
      className="scroll-mt-20"
      data-testid="settings-card-framework"
    >
      <CardHeader>
        <CardTitle id="framework-title">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value === "library" ? "library" : "sources")}>
          <TabsList aria-label={t("title")}>
            <TabsTrigger value="sources">{t("tabs.sources")}</TabsTrigger>
            <TabsTrigger value="library">{t("tabs.library")}</TabsTrigger>
          </TabsList>
          <TabsContent value="sources" forceMount>
            <FrameworkSources store={store} options={options} />
          </TabsContent>
          <TabsContent value="library" forceMount>
            <GuidelinesLibrary store={store} onShowSources={() => setTab("sources")} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
