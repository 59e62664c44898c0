"use client";

import { Download } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PriorArtifact } from "./review-api";
import { LoadingLine } from "@/components/shared/loading-line";

type Props = {
  activityId: string;
  artifacts: readonly PriorArtifact[];
  loading: boolean;
  selected: string | null;
  onSelect: (artifactId: string | null) => void;
};

/** Prior versions: the activity's drafts and agent revisions, newest first and chosen by default. */
export function PriorVersions({ activityId, artifacts, loading, selected, onSelect }: Props) {
  const t = useTranslations("review.prior");
  const format = useFormatter();
  const body = () => {
    if (!activityId.trim()) return <p className="text-sm text-muted-foreground">{t("enterActivity")}</p>;
    if (loading) return <LoadingLine>{t("loading")}</LoadingLine>;
    if (!artifacts.length)
      return (
        <p className="text-sm text-muted-foreground" data-testid="prior-empty">
          {t("empty")}
        </p>
      );
    return (
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("title")}</legend>
        {artifacts.map((artifact, index) => {
          const id = `prior-${artifact.artifact_id}`;
          return (
            <div
              key={artifact.artifact_id}
              className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2 text-sm"
            >
              <input
                id={id}
                type="radio"
                name="prior-version"
                className="size-4 accent-primary"
                checked={selected === artifact.artifact_id}
                onChange={() => onSelect(artifact.artifact_id)}
              />
              <label htmlFor={id} className="flex-1 cursor-pointer">
                <span className="font-medium">
                  {t(artifact.type === "draft" ? "draft" : "agentRevision", { version: artifact.version })}
                </span>{" "}
                <span className="text-muted-foreground">
                  {format.dateTime(new Date(artifact.created_at), {
                    dateStyle: "medium",
                    timeStyle: "short",
                  })}
                </span>
              </label>
              {index === 0 ? <Badge variant="secondary">{t("newest")}</Badge> : null}
              <a
                href={artifact.url}
                download
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <Download className="size-3.5" aria-hidden="true" />
                {t("download")}
                <span className="sr-only">{t("versionLabel", { version: artifact.version })}</span>
              </a>
            </div>
          );
        })}
        <div className="flex items-center gap-3 px-3 py-1 text-sm">
          <input
            id="prior-none"
            type="radio"
            name="prior-version"
            className="size-4 accent-primary"
            checked={selected === null}
            onChange={() => onSelect(null)}
          />
          <label htmlFor="prior-none" className="cursor-pointer">
            {t("none")}
          </label>
        </div>
      </fieldset>
    );
  };
  return (
    <Card data-testid="prior-versions">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
