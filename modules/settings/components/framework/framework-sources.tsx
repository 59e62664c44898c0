"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FRAMEWORK_SOURCES, FRAMEWORK_TAB_NAMES } from "@/lib/frameworks/options";
import { guidelineCounts, viewFor } from "@/modules/settings/lib/framework-settings";
import { GuidelinesPanel } from "./guidelines-panel";
import type { FrameworkOptionLists } from "./options";
import { SourceForm } from "./source-form";
import type { FrameworkStore } from "./use-framework-settings";

/** Four tabs, one per framework source, each with its guideline count, form and guidelines panel. */
export function FrameworkSources({
  store,
  options,
}: {
  store: FrameworkStore;
  options: FrameworkOptionLists;
}) {
  const t = useTranslations("settings.framework");
  const counts = guidelineCounts(store.views);
  return (
    <Tabs defaultValue="country">
      <TabsList aria-label={t("sourcesLabel")}>
        {FRAMEWORK_SOURCES.map((source) => (
          <TabsTrigger key={source} value={source}>
            {FRAMEWORK_TAB_NAMES[source]}
            <Badge variant="secondary">
              <span aria-hidden="true" data-testid={`framework-count-${source}`}>
                {counts[source]}
              </span>
              <span className="sr-only">{t("itemCount", { count: counts[source] })}</span>
            </Badge>
          </TabsTrigger>
        ))}
      </TabsList>
      {FRAMEWORK_SOURCES.map((source) => {
        const view = viewFor(store.views, source);
        return (
          // forceMount: a half-filled form or a running upload survives switching tabs.
          <TabsContent key={source} value={source} forceMount className="space-y-6">
            {/* A new generation (demo seed, reload) re-reads the stored values into the form. */}
            <SourceForm
              key={store.generation}
              source={source}
              view={view}
              orgId={store.orgId}
              options={options}
              onSaved={store.saved}
              onReset={store.resetSource}
            />
            <GuidelinesPanel
              source={source}
              view={view}
              onChanged={store.putRef}
              onDeleted={store.removeRef}
            />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
