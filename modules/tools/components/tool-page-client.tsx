"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecordRecent } from "@/modules/services/components";
import type { ToolDefinition } from "@/lib/catalogue/types";
import type { InputValue, ToolFramework } from "@/lib/results/types";
import {
  dependentOptions,
  initialInputValues,
  isEditable,
  isRequired,
  isVisible,
  toolInputsSchema,
} from "@/modules/tools/validation/inputs";
import { toolMoneyCurrency } from "@/modules/tools/validation/money-inputs";
import { useActivityDocuments } from "@/components/shared/attachments/use-activity-documents";
import { AuthorizationCard } from "./authorization-card";
import {
  authorizationChanges,
  authorizationFingerprint,
  changedFieldsText,
  type AuthorizationFingerprint,
} from "@/modules/tools/lib/authorization";
import { GeneratedInputsBar } from "./cmp/generated-inputs-bar";
import { ToolInputField } from "./input-field";
import { toolsApi, type ToolRunResponse } from "./tool-api";
import { DraftsCard } from "./drafts-card";
import { RunHistoryCard } from "./run-history-card";
import { ToolAttachmentsCard } from "./tool-attachments-card";
import { ToolResultView, ToolInputsExtra, toolFlow } from "./tool-variants";
import { ToolResultSettingsProvider } from "./tool-result";
import type { EmailSettings } from "@/modules/review/components";
import { useAttachments } from "@/components/shared/attachments/use-attachments";
import { useFieldError } from "@/components/shared/use-field-error";
import { fieldErrorsFromZod, fieldsUnder, firstFieldMessages, topField } from "@/lib/api/field-errors";
import { RiskRegister } from "@/modules/risks/components";
import { suggestionsFromOutput } from "@/modules/risks";

type Props = {
  tool: ToolDefinition;
  framework: ToolFramework | null;
  defaultCurrency: string;
  allowedCurrencies: readonly string[];
  runnable: boolean;
  /** The user's email defaults (settings), for the result's Email dialog. */
  email: EmailSettings;
  /** The activity the page was opened for (?activityId=): it fills the Activity ID input when the tool asks one. */
  activityId?: string;
  /** The activity's facts (category, method, estimate, dates) for the inputs the tool asks, typed once on the activity. */
  prefill?: Readonly<Record<string, InputValue>>;
  /** A drafting tool: its task's drafts are listed (and can be opened) before anything is run. */
  drafting?: boolean;
  /** The org has the drafting language model on: sections can be rewritten with it. */
  rewrite?: boolean;
};

/**
 * The tool page flow: Part 1 inputs, Part 2 attachments, then authorize (only when valid),
 * then run through POST /api/tools/{id}/run and show what the tool returned. Changing an input that matters
 * (amounts, choices, the files: modules/tools/lib/authorization.ts) after authorizing asks for authorization
 * again and says which one changed; free text such as notes does not.
 */
export function ToolPageClient({
  tool,
  framework,
  defaultCurrency,
  allowedCurrencies,
  runnable,
  email,
  activityId = "",
  prefill = {},
  drafting = false,
  rewrite = false,
}: Props) {
  const t = useTranslations("services.tool");
  const services = useTranslations("services");
  const fieldError = useFieldError();
  const notify = useTranslations("notifications");
  const [values, setValues] = useState<Record<string, InputValue>>(() => {
    const initial = initialInputValues(tool, defaultCurrency);
    const given = activityId ? { activity_reference: activityId, ...prefill } : prefill;
    for (const [name, value] of Object.entries(given)) if (name in initial) initial[name] = value;
    return initial;
  });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  // The inputs that matter at authorization time, and why an authorization was last cleared (issue 22).
  const [authorization, setAuthorization] = useState<AuthorizationFingerprint | null>(null);
  const [clearedBecause, setClearedBecause] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<ToolRunResponse | null>(null);
  // A generated plan's inputs opened again ('Edit inputs'), until the next generation.
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const attachments = useAttachments({ toolId: tool.id }, tool.attachmentGroups, () =>
    clearAuthorization([t("attachedFiles")]),
  );
  // The activity's documents, offered per group instead of a new upload: the page's activity, else the typed ID.
  const typedActivity = typeof values.activity_reference === "string" ? values.activity_reference : "";
  const fromActivity = useActivityDocuments(
    activityId || typedActivity,
    tool.attachmentGroups,
    attachments.byGroup,
  );
  const flow = toolFlow(tool.id);
  useRecordRecent(tool.id);
  // A run opened again (the run history, or its ?runId= link) brings back its inputs with its result.
  function showRun(run: ToolRunResponse) {
    setResult(run);
    setEditing(false);
    if (run.inputs) setValues((current) => ({ ...current, ...(run.inputs as Record<string, InputValue>) }));
  }
  useOpenLinkedRun(showRun);

  const schema = useMemo(
    () => toolInputsSchema(tool, { hasFramework: framework !== null, allowedCurrencies, defaultCurrency }),
    [tool, framework, allowedCurrencies, defaultCurrency],
  );
  const parsed = schema.safeParse(values);

  function clearAuthorization(changes: readonly string[]) {
    if (!authorization) return;
    setAuthorization(null);
    setClearedBecause(changedFieldsText(changes));
  }
  // An edit clears the authorization only when an input that matters changed
  // (modules/tools/lib/authorization.ts); free text does not. Checked while rendering, so the card never
  // shows a stale 'Authorized'.
  const fingerprint = authorizationFingerprint(tool, values, fromActivity.files);
  const changes = authorization
    ? authorizationChanges(tool, authorization, fingerprint, t("attachedFiles"))
    : [];
  if (changes.length) clearAuthorization(changes);
  const authorized = authorization !== null && changes.length === 0;
  const fieldErrors = parsed.success ? {} : firstFieldMessages(fieldErrorsFromZod(parsed.error), topField);
  const filesValid =
    !attachments.uploading && Object.values(fromActivity.problems).every((list) => list.length === 0);
  const valid = parsed.success && filesValid;

  const missing = [
    ...tool.inputs.filter((field) => fieldErrors[field.name]).map((field) => field.label),
    ...tool.attachmentGroups
      .filter((group) => fromActivity.problems[group.id]?.length)
      .map((group) => group.title),
    ...(attachments.uploading ? [t("uploadsInProgress")] : []),
  ];

  function change(name: string, value: InputValue) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A choice that the new value no longer offers is cleared (a new category clears the method, as on /review).
      for (const field of tool.inputs) {
        const chosen = next[field.name];
        if (field.optionsBy?.field === name && typeof chosen === "string" && chosen !== "")
          if (!dependentOptions(field, next).includes(chosen)) next[field.name] = "";
      }
      return next;
    });
    setTouched((current) => new Set(current).add(name));
    setServerErrors((current) => ({ ...current, [name]: "" }));
  }

  function errorFor(name: string): string | undefined {
    return fieldError(serverErrors[name] || (touched.has(name) ? fieldErrors[name] : undefined));
  }

  async function run() {
    setRunning(true);
    const response = await toolsApi.run(tool.id, values, fromActivity.files, activityId || undefined);
    setRunning(false);
    if (response.ok) {
      setResult(response.data);
      setEditing(false);
      if (!flow.quietSuccess) toast.success(notify(drafting ? "draftReady" : "reviewComplete"));
      return;
    }
    setAuthorization(null);
    setServerErrors({
      ...firstFieldMessages(fieldsUnder(response.fields, "inputs."), topField),
      // A refused file (e.g. another activity's document) is said under its group.
      ...Object.fromEntries(
        Object.entries(response.fields)
          .filter(([field, messages]) => field.startsWith("attachments.") && messages[0])
          .map(([field, messages]) => [field, messages[0]!]),
      ),
    });
    toast.error(notify("reviewFailed"), {
      description: response.message ?? notify("reviewFailedDescription"),
    });
  }

  function authorize() {
    if (!valid) {
      setTouched(new Set(tool.inputs.map((field) => field.name)));
      if (flow.incompleteToast) toast.error(notify(flow.incompleteToast));
      else toast.error(notify("validationError"), { description: notify("toolIncomplete") });
      return;
    }
    if (flow.singleStep) {
      void run();
      return;
    }
    setAuthorization(fingerprint);
    setClearedBecause(null);
    toast.success(notify("authorizationConfirmed"), {
      description: notify("authorizationConfirmedDescription"),
    });
  }

  useEffect(() => {
    if (result)
      document.getElementById("tool-result")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [result]);

  const visibleInputs = tool.inputs.filter((field) => isVisible(field, values, tool.inputs));
  const moneyCurrency = toolMoneyCurrency(tool.inputs, values, defaultCurrency);
  // A generated plan locks its inputs (and files) so they match the plan shown, until 'Edit inputs'.
  const generated = !!(result && flow.singleStep);
  const locked = generated && !editing;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{flow.inputsKey ? services(flow.inputsKey) : t("part1")}</CardTitle>
          <CardDescription>{t("part1Text")}</CardDescription>
        </CardHeader>
        <CardContent>
          {generated ? (
            <GeneratedInputsBar editing={editing} onEdit={() => setEditing(true)} inputsId="tool-inputs" />
          ) : null}
          {visibleInputs.length ? (
            <fieldset id="tool-inputs" disabled={locked} className="grid gap-4 sm:grid-cols-2">
              {visibleInputs.map((field) => (
                <ToolInputField
                  key={field.name}
                  field={field}
                  options={dependentOptions(field, values)}
                  value={values[field.name]}
                  onChange={(value) => change(field.name, value)}
                  required={isEditable(field) ? isRequired(field, values, tool.inputs) : !!field.required}
                  error={isEditable(field) ? errorFor(field.name) : undefined}
                  framework={framework}
                  allowedCurrencies={allowedCurrencies}
                  moneyCurrency={moneyCurrency}
                />
              ))}
            </fieldset>
          ) : (
            <p className="text-sm text-muted-foreground">{t("noInputs")}</p>
          )}
        </CardContent>
      </Card>
      <ToolInputsExtra toolId={tool.id} values={values} defaultCurrency={defaultCurrency} />
      {tool.attachmentGroups.length ? (
        <ToolAttachmentsCard
          groups={tool.attachmentGroups}
          attachments={attachments}
          fromActivity={fromActivity}
          disabled={locked}
          attempted={touched.size > 0}
          serverErrors={Object.fromEntries(
            tool.attachmentGroups.map((group) => [
              group.id,
              fieldError(serverErrors[`attachments.${group.id}`]),
            ]),
          )}
          onChoice={(groupId) =>
            setServerErrors((current) => ({ ...current, [`attachments.${groupId}`]: "" }))
          }
        />
      ) : null}
      {locked ? null : (
        <AuthorizationCard
          runnable={runnable}
          valid={valid}
          missing={missing}
          authorized={authorized}
          clearedBecause={clearedBecause}
          running={running}
          confirmLabel={
            flow.confirmKey ? services(flow.confirmKey) : drafting ? t("authorizeDraft") : t("authorize")
          }
          runLabel={drafting ? t("generateDraft") : undefined}
          processingLabel={drafting ? t("generatingDraft") : undefined}
          singleStep={!!flow.singleStep}
          onAuthorize={authorize}
          onRun={() => void run()}
        />
      )}
      {result ? (
        <div id="tool-result" className="scroll-mt-20">
          <ToolResultSettingsProvider value={{ title: tool.title, email }}>
            <ToolResultView toolId={tool.id} result={result} />
          </ToolResultSettingsProvider>
        </div>
      ) : null}
      {/* A drafting tool's result: the task's drafts (compare, delete) and regenerating one section. */}
      {drafting ? (
        <DraftsCard
          toolId={tool.id}
          activityId={activityId || undefined}
          result={result?.output.data.draft ? result : null}
          rewrite={rewrite}
          inputs={values}
          onResult={(run) => {
            setResult(run);
            // A draft opened from the list brings its inputs back, so regenerating a section uses them.
            if (run.inputs)
              setValues((current) => ({ ...current, ...(run.inputs as Record<string, InputValue>) }));
          }}
        />
      ) : null}
      {/* Every tool's earlier runs (the activity's first); opening one shows its result above. */}
      {drafting ? null : (
        <RunHistoryCard
          toolId={tool.id}
          activityId={activityId || undefined}
          shownRunId={result?.runId}
          onOpen={showRun}
        />
      )}
      {/* The risk register tool's register, before any run too; a run's suggestions are offered in it. */}
      {tool.id === "procurement_risk_register" ? (
        <RiskRegister
          activityId={activityId}
          focus={typeof values.enquiry_focus === "string" ? values.enquiry_focus : ""}
          customQuery={typeof values.custom_query === "string" ? values.custom_query : ""}
          latestSuggestions={suggestionsFromOutput(result?.output.data)}
        />
      ) : null}
    </>
  );
}

/** A tool page opened with ?runId= (the run history's link) shows that run's result once loaded. */
function useOpenLinkedRun(show: (run: ToolRunResponse) => void) {
  useEffect(() => {
    const runId = new URLSearchParams(window.location.search).get("runId");
    if (!runId) return;
    let cancelled = false;
    void toolsApi.getRun(runId).then((response) => {
      if (!cancelled && response.ok) show(response.data);
    });
    return () => {
      cancelled = true;
    };
    // Once per page load: the link names one run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
