"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { describedWithReading, MoneyReadingLine } from "@/components/shared/money-reading";
import { useFieldError } from "@/components/shared/use-field-error";
import { Field } from "@/components/shared/field";
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
import { Input, NativeSelect } from "@/components/ui/input";
import { requestJson } from "@/lib/api/request-json";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { ACTIVITY_STAGES, STAGE_LABELS, type ActivityStage, type ActivityView } from "../lib/fields";

/** The editable details of an activity: stage, method, estimated value and dates; and its deletion. */
export function ActivityDetailsForm({ activity }: { activity: ActivityView }) {
  const t = useTranslations("activities");
  const fieldError = useFieldError();
  const router = useRouter();
  const [stage, setStage] = useState<ActivityStage>(activity.stage);
  const [method, setMethod] = useState(activity.method);
  const [value, setValue] = useState(
    activity.estimatedValue === null ? "" : `${activity.currency} ${activity.estimatedValue.toFixed(2)}`,
  );
  const [publishedOn, setPublishedOn] = useState(activity.publishedOn ?? "");
  const [closingOn, setClosingOn] = useState(activity.closingOn ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const reading = value.trim() ? parseMoneyInput(value, activity.currency) : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (reading && !reading.ok) return setError(reading.message);
    setBusy(true);
    const response = await requestJson(`/api/activities/${activity.id}`, "PATCH", {
      stage,
      method: method.trim(),
      estimatedValue: reading?.ok ? reading.value : null,
      ...(reading?.ok && reading.currency ? { currency: reading.currency } : {}),
      publishedOn: publishedOn || null,
      closingOn: closingOn || null,
    });
    setBusy(false);
    if (!response.ok) return void toast.error(response.message ?? t("details.failed"));
    toast.success(t("details.saved"));
    router.refresh();
  }

  async function remove() {
    const response = await requestJson(`/api/activities/${activity.id}`, "DELETE");
    if (!response.ok) return void toast.error(response.message ?? t("details.failed"));
    toast.success(t("details.deleted"));
    router.push("/activities");
  }

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={save} aria-label={t("details.title")} noValidate>
      <Field id="activity-stage" label={t("form.stage")}>
        <NativeSelect
          id="activity-stage"
          value={stage}
          onChange={(e) => setStage(e.target.value as ActivityStage)}
        >
          {ACTIVITY_STAGES.map((option) => (
            <option key={option} value={option}>
              {STAGE_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="activity-method" label={t("form.method")}>
        <Input id="activity-method" value={method} onChange={(e) => setMethod(e.target.value)} />
      </Field>
      <div className="space-y-1.5">
        <Field id="activity-estimatedValue" label={t("form.estimatedValue")} error={fieldError(error)}>
          <Input
            id="activity-estimatedValue"
            value={value}
            inputMode="decimal"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedWithReading(
              "activity-estimatedValue",
              error ? "activity-estimatedValue-error" : undefined,
              reading,
              !error,
            )}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <MoneyReadingLine id="activity-estimatedValue" reading={reading} showRefusal={!error} />
      </div>
      <Field id="activity-publishedOn" label={t("form.publishedOn")}>
        <Input
          id="activity-publishedOn"
          type="date"
          value={publishedOn}
          onChange={(e) => setPublishedOn(e.target.value)}
        />
      </Field>
      <Field id="activity-closingOn" label={t("form.closingOn")}>
        <Input
          id="activity-closingOn"
          type="date"
          value={closingOn}
          onChange={(e) => setClosingOn(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("details.saving") : t("details.save")}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="outline">
              {t("details.delete")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>{t("details.deleteTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("details.deleteText")}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>{t("form.cancel")}</AlertDialogCancel>
              <AlertDialogAction onClick={() => void remove()}>
                {t("details.deleteConfirm")}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </form>
  );
}
