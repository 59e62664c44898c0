"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { ActivityDocumentsChoice } from "@/components/shared/attachments/activity-documents-choice";
import { useActivityDocuments } from "@/components/shared/attachments/use-activity-documents";
import { useAttachments } from "@/components/shared/attachments/use-attachments";
import { useFieldError } from "@/components/shared/use-field-error";
import { firstFieldMessages } from "@/lib/api/field-errors";
import type { ApiFailure } from "@/lib/api/result";
import {
  BASIC_FIELD_KEYS,
  buildReviewPayload,
  choosePriorVersion,
  initialModuleValues,
  referencesAnswer,
  reviewFormErrors,
  selectedPriorVersion,
  type AttachedFile,
  type BasicField,
  type ExternalDraft,
  type ModuleValues,
  type PriorChoice,
  type ReferenceAnswer,
  type ReviewBasics,
  type ReviewPayload,
} from "@/modules/review/lib/form";
import {
  EXTERNAL_DRAFT_SLOT,
  reviewAttachmentOwner,
  slotTitle,
  uploadGroupsOf,
  type ReviewModule,
} from "@/lib/catalogue/review-services";
import { AdditionalInputs } from "./additional-inputs";
import { BasicDetailsCard } from "./basic-details-card";
import { DocumentsCard } from "./documents-card";
import { EmailOptions, type EmailSettings } from "./email-options";
import { ExternalDraftBlock } from "./external-draft";
import { PriorVersions } from "./prior-versions";
import { reviewApi } from "./review-api";
import { ReviewActions } from "./review-actions";
import { SavedReferencesPrompt } from "./saved-references";
import { useActivityLookup } from "./use-activity-lookup";

type Props = {
  module: ReviewModule;
  basics: ReviewBasics;
  onBasicChange: (field: BasicField, value: string) => void;
  /** Module inputs of a run loaded from Recent Runs. */
  seed: ModuleValues | null;
  email: EmailSettings;
  allowedCurrencies: readonly string[];
  /** Runs the review and shows the results; answers the failure so its field errors show here. */
  onRun: (payload: ReviewPayload) => Promise<ApiFailure | null>;
  onSubmitted: () => void;
  /** Bumped after each run: the run saved a new memo version, so prior versions are asked again. */
  refreshKey: number;
};

/**
 * The form of one review service. The page mounts it per service, so changing the service clears the module
 * inputs, attachments, sendImmediately and the authorization; Part 1 lives in the page and stays.
 */
export function ReviewForm({
  module,
  basics,
  onBasicChange,
  seed,
  email,
  allowedCurrencies,
  onRun,
  onSubmitted,
  refreshKey,
}: Props) {
  const t = useTranslations("review");
  const notify = useTranslations("notifications");
  const fieldError = useFieldError();
  const [moduleInputs, setModuleInputs] = useState<ModuleValues>(() => {
    const initial = initialModuleValues(module);
    // Only this module's inputs, each in its own shape (a list stays a list).
    for (const input of module.extras) {
      const value = seed?.[input.name];
      if (value !== undefined)
        initial[input.name] =
          input.type === "list"
            ? Array.isArray(value) && value.length
              ? value
              : [String(value)]
            : String(value);
    }
    return initial;
  });
  const [authorized, setAuthorized] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState<"run" | "submit" | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<ExternalDraft>({ text: "", useAsBaseline: false });
  const [priorChoice, setPriorChoice] = useState<PriorChoice | null>(null);
  const [answer, setAnswer] = useState<ReferenceAnswer | null>(null);
  const [sendImmediately, setSendImmediately] = useState(false);
  const attachments = useAttachments(reviewAttachmentOwner(module), uploadGroupsOf(module), () =>
    setAuthorized(false),
  );

  const activityId = basics.activityId.trim();
  // The activity's documents, offered per slot instead of a new upload (not for the external memo draft).
  const choiceGroups = uploadGroupsOf(module).filter((group) => group.id !== EXTERNAL_DRAFT_SLOT);
  const fromActivity = useActivityDocuments(activityId, choiceGroups, attachments.byGroup);
  const referenceSlots = module.slots.filter((slot) => slot.reference);
  const artifacts = useActivityLookup(
    module.drafting && activityId ? `artifacts:${activityId}:${refreshKey}` : null,
    () => reviewApi.artifacts(activityId),
  );
  const references = useActivityLookup(
    referenceSlots.length && activityId ? `references:${reviewAttachmentOwner(module)}:${activityId}` : null,
    () => reviewApi.references(activityId, module.serviceId, module.subserviceId),
  );
  const artifactList = artifacts.data?.artifacts ?? [];
  const referenceList = (references.data?.references ?? []).filter((reference) =>
    referenceSlots.some((slot) => slot.id === reference.groupId),
  );
  const useSaved = referencesAnswer(answer, activityId);
  const previousVersion = selectedPriorVersion(
    priorChoice,
    activityId,
    artifactList.map((artifact) => artifact.artifact_id),
  );

  const savedInUse: Record<string, AttachedFile[]> = {};
  if (useSaved)
    for (const reference of referenceList)
      (savedInUse[reference.groupId] ??= []).push({ fileId: reference.fileId, name: reference.name });
  const files = Object.fromEntries(
    uploadGroupsOf(module).map((group) => [
      group.id,
      [
        ...fromActivity.chosenDocuments(group.id).map(({ fileId, name }) => ({ fileId, name })),
        ...(attachments.byGroup[group.id] ?? []).flatMap((item) =>
          item.status === "uploaded" && item.fileId ? [{ fileId: item.fileId, name: item.name }] : [],
        ),
      ],
    ]),
  );
  const state = {
    module,
    basics,
    moduleInputs,
    files,
    savedReferences: savedInUse,
    uploading: attachments.uploading,
    externalDraft: draft,
    previousVersion,
  };
  const clientErrors = reviewFormErrors(state);
  const valid = Object.keys(clientErrors).length === 0;

  /** What shows under a field: the server's answer, else (after a refused authorization) the form's own rule. */
  const clientMessage = (message: string) =>
    message === "uploading" ? t("errors.uploading") : fieldError(message);
  const errorOf = (key: string) =>
    fieldError(serverErrors[key]) ||
    (attempted && clientErrors[key] ? clientMessage(clientErrors[key]) : undefined);
  const errorsWith = (prefix: string) =>
    Object.fromEntries(
      [...new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors)])]
        .filter((key) => key.startsWith(prefix) && errorOf(key))
        .map((key) => [key.slice(prefix.length), errorOf(key)!]),
    );
  const labelOf = (key: string): string => {
    const [scope, name = ""] = key.split(/\.(.*)/s);
    const basic = (Object.keys(BASIC_FIELD_KEYS) as BasicField[]).find(
      (field) => BASIC_FIELD_KEYS[field] === key,
    );
    if (basic) return t(`basics.${basic}`);
    if (scope === "moduleInputs") return module.extras.find((input) => input.name === name)?.label ?? name;
    if (scope === "attachments") {
      const slot = module.slots.find((group) => group.id === name);
      return slot ? slotTitle(slot, basics.method) : name;
    }
    if (scope === "memo_external_draft") return t("draft.title");
    return scope === "uploads" ? t("errors.uploading") : key;
  };

  function edited(key: string) {
    setAuthorized(false);
    if (serverErrors[key]) setServerErrors((current) => ({ ...current, [key]: "" }));
  }

  function changeBasic(field: BasicField, value: string) {
    edited(BASIC_FIELD_KEYS[field]);
    if (field === "category") edited("activity.procurement_method");
    onBasicChange(field, value);
  }

  function authorize() {
    if (!valid) {
      setAttempted(true);
      toast.error(notify("validationError"), { description: notify("reviewIncomplete") });
      return;
    }
    setAuthorized(true);
    toast.success(notify("authorizationConfirmed"), {
      description: notify("authorizationConfirmedDescription"),
    });
  }

  const payload = () =>
    buildReviewPayload(state, {
      sendImmediately,
      ...email,
      subject: t("sendEmail.subjectDefault", { service: module.title, activity: activityId }),
    });

  function showFailure(failure: ApiFailure) {
    setServerErrors(firstFieldMessages(failure.fields));
  }

  async function run() {
    if (!authorized || !valid) return authorize();
    setBusy("run");
    const failure = await onRun(payload());
    setBusy(null);
    if (failure) showFailure(failure);
  }

  async function submit() {
    if (!authorized || !valid) return authorize();
    setBusy("submit");
    const result = await reviewApi.submit(payload());
    setBusy(null);
    if (result.ok) {
      toast.success(notify("reviewSubmitted"), {
        description: notify("reviewSubmittedDescription", { activity: activityId }),
      });
      onSubmitted();
      return;
    }
    showFailure(result);
    toast.error(notify("reviewFailed"), { description: result.message ?? notify("reviewFailedDescription") });
  }

  const missing = Object.keys(clientErrors).map(labelOf);
  return (
    <>
      <BasicDetailsCard
        module={module}
        basics={basics}
        onChange={changeBasic}
        errors={errorsWith("")}
        allowedCurrencies={allowedCurrencies}
      />
      <DocumentsCard
        module={module}
        method={basics.method}
        attachments={attachments}
        showProblems={attempted}
        savedInUse={savedInUse}
        serverErrors={errorsWith("attachments.")}
        fromActivity={
          fromActivity.reference
            ? {
                chosen: (groupId) => fromActivity.chosenDocuments(groupId).length,
                choice: (groupId) => (
                  <ActivityDocumentsChoice
                    reference={fromActivity.reference}
                    groupId={groupId}
                    documents={fromActivity.offered[groupId] ?? []}
                    chosen={fromActivity.chosen[groupId] ?? []}
                    onToggle={(fileId, on) => {
                      fromActivity.toggle(groupId, fileId, on);
                      edited(`attachments.${groupId}`);
                    }}
                  />
                ),
              }
            : undefined
        }
        references={
          <SavedReferencesPrompt
            activityId={activityId}
            references={referenceList}
            answer={useSaved}
            onAnswer={(use) => {
              setAnswer({ activityId, use });
              setAuthorized(false);
            }}
          />
        }
      />
      <AdditionalInputs
        inputs={module.extras}
        values={moduleInputs}
        errors={errorsWith("moduleInputs.")}
        onChange={(next) => {
          for (const input of module.extras)
            if (next[input.name] !== moduleInputs[input.name]) edited(`moduleInputs.${input.name}`);
          setModuleInputs(next);
        }}
      />
      {module.drafting ? (
        <>
          <PriorVersions
            activityId={activityId}
            artifacts={artifactList}
            loading={artifacts.loading}
            selected={previousVersion}
            onSelect={(next) => {
              setDraft(choosePriorVersion(previousVersion, next, draft));
              setPriorChoice({ activityId, artifactId: next });
              setAuthorized(false);
            }}
          />
          <ExternalDraftBlock
            draft={draft}
            attachments={attachments}
            error={errorOf("memo_external_draft.text")}
            onChange={(next) => {
              edited("memo_external_draft.text");
              setDraft(next);
            }}
          />
        </>
      ) : null}
      <EmailOptions
        settings={email}
        sendImmediately={sendImmediately}
        onChange={(on) => {
          setSendImmediately(on);
          setAuthorized(false);
        }}
      />
      <ReviewActions
        authorized={authorized}
        canRun={authorized && valid}
        busy={busy}
        missing={missing}
        onAuthorize={authorize}
        onRun={() => void run()}
        onSubmit={() => void submit()}
      />
    </>
  );
}
