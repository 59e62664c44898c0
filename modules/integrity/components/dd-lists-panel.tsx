"use client";

import { RefreshCw, Trash2, Upload } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ScreeningListView } from "@/modules/integrity/lib/api-types";
import { integrityApi } from "./integrity-api";
import { useErrorText } from "./use-error-text";
import { ScrollRegion } from "@/components/shared/scroll-region";

type Props = {
  /** null while loading. */
  lists: ScreeningListView[] | null;
  error: string | null;
  onChanged: () => void;
  onReplace: (list: ScreeningListView) => void;
};

/** The org's lists with their date and source; each can be refreshed (from its URL, or by a new file) or deleted. */
export function DdListsPanel({ lists, error, onChanged, onReplace }: Props) {
  const t = useTranslations("services.integrity.dd");
  const format = useFormatter();
  const errorText = useErrorText();
  const [busyId, setBusyId] = useState<string | null>(null);
  // A refresh whose file was refused (a column gone from the source) says why in the panel until the next try.
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);

  async function refresh(list: ScreeningListView) {
    setBusyId(list.id);
    setRefusal(null);
    const answer = await integrityApi.refreshList(list.id);
    setBusyId(null);
    if (answer.ok) {
      toast.success(t("refreshed", { name: list.name, count: answer.data.list.entryCount }));
      onChanged();
    } else setRefusal({ name: list.name, message: errorText(answer) });
  }

  async function remove(list: ScreeningListView) {
    setBusyId(list.id);
    const answer = await integrityApi.deleteList(list.id);
    setBusyId(null);
    if (answer.ok) {
      toast.success(t("deleted", { name: list.name }));
      onChanged();
    } else toast.error(t("deleteFailed"), { description: errorText(answer) });
  }

  const headers = ["name", "format", "entries", "listDate", "loadedAt", "source", "actions"] as const;
  return (
    <Card data-testid="dd-lists">
      <CardHeader>
        <CardTitle>{t("listsTitle")}</CardTitle>
        <CardDescription>{t("listsText")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {refusal ? (
          <div
            role="alert"
            data-testid="dd-refresh-error"
            className="rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm"
          >
            <p className="font-medium text-destructive">
              {t("refreshFailed")}: {refusal.name}
            </p>
            <p className="mt-1 break-words">{refusal.message}</p>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : lists === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("loadingLists")}
          </p>
        ) : !lists.length ? (
          <p className="rounded-md border border-dashed p-4 text-sm" data-testid="dd-no-lists">
            {t.rich("noLists", {
              upload: (chunks) => (
                <a href="#dd-upload" className="underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        ) : (
          <ScrollRegion label={t("listsTitle")} columns={headers.length} className="rounded-md border">
            <table className="w-full min-w-[48rem] text-sm">
              <thead className="bg-muted/50 text-left">
                <tr>
                  {headers.map((header) => (
                    <th key={header} scope="col" className="px-3 py-2 font-medium">
                      {t(header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {lists.map((list) => (
                  <tr key={list.id} className="border-t align-top">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {list.name}
                    </th>
                    <td className="px-3 py-2">{t(`formats.${list.format}`)}</td>
                    <td className="px-3 py-2 tabular-nums">{format.number(list.entryCount)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{list.listDate}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {format.dateTime(new Date(list.loadedAt), { dateStyle: "medium", timeStyle: "short" })}
                    </td>
                    <td className="max-w-[16rem] break-all px-3 py-2">
                      {list.sourceUrl ? (
                        <a
                          href={list.sourceUrl}
                          className="underline"
                          rel="noreferrer noopener"
                          target="_blank"
                        >
                          {list.sourceUrl}
                        </a>
                      ) : (
                        <span className="text-muted-foreground">{t("noSource")}</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        {list.sourceUrl ? (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busyId === list.id}
                            aria-label={t("refreshLabel", { name: list.name })}
                            onClick={() => void refresh(list)}
                          >
                            <RefreshCw className="size-4" aria-hidden="true" />
                            {busyId === list.id ? t("refreshing") : t("refresh")}
                          </Button>
                        ) : (
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t("uploadNewLabel", { name: list.name })}
                            onClick={() => onReplace(list)}
                          >
                            <Upload className="size-4" aria-hidden="true" />
                            {t("uploadNew")}
                          </Button>
                        )}
                        <AlertDialog>
                          <AlertDialogTrigger asChild>
                            <Button
                              variant="outline"
                              size="sm"
                              disabled={busyId === list.id}
                              aria-label={t("deleteLabel", { name: list.name })}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                              {t("delete")}
                            </Button>
                          </AlertDialogTrigger>
                          <AlertDialogContent>
                            <AlertDialogTitle>{t("deleteTitle", { name: list.name })}</AlertDialogTitle>
                            <AlertDialogDescription>{t("deleteText")}</AlertDialogDescription>
                            <AlertDialogFooter>
                              <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
                              <AlertDialogAction onClick={() => void remove(list)}>
                                {t("delete")}
                              </AlertDialogAction>
                            </AlertDialogFooter>
                          </AlertDialogContent>
                        </AlertDialog>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
