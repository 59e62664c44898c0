import "server-only";
import { draftAssumptions } from "@/lib/drafting/draft";
import {
  LanguageModelError,
  openAiCompatibleModel,
  rewriteSection,
  type LanguageModel,
  type RewriteInstruction,
} from "@/lib/drafting/llm";
import { draftHtml } from "@/lib/drafting/render";
import { AppError, errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { webhookUrlProblem } from "@/lib/server/net/webhook-url";
import type { LanguageModelSetting } from "@/modules/settings/validation/language-model";
import { draftOf } from "@/modules/tools/lib/drafting/engine";
import { assertDraftRoom, getToolRun, type ToolRunView } from "@/modules/tools/server/run";

/**
 * The optional drafting language model (issue 16): off unless the server env configures an OpenAI-compatible
 * endpoint (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY) AND the org switched it on in settings (Org.languageModel).
 * Until both hold, no text leaves the server.
 */

export const LANGUAGE_MODEL_OFF = "The language model is off for your organisation.";

export type LanguageModelConfig = { baseUrl: string; model: string; apiKey?: string; host: string };

/** The endpoint the server env configures, or null (then the feature does not exist for anyone). */
export function configuredLanguageModel(): LanguageModelConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  let host: string;
  try {
    host = new URL(env.LLM_BASE_URL).host;
  } catch {
    return null;
  }
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, host };
}

/**
 * Why a language-model base URL may not be called, or null when it may. One written in the server env is the
 * operator's and may be anywhere, loopback included (a local model server); one an org would configure goes
 * through the webhook SSRF rules (https, no credentials, public addresses only).
 */
export async function languageModelUrlProblem(raw: string, from: "env" | "org"): Promise<string | null> {
  if (from === "org") return webhookUrlProblem(raw, "send");
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? null : "must use http or https";
  } catch {
    return "not a valid URL";
  }
}

/** The org's model, or null when the org did not enable it or the env configures none. */
export async function languageModelFor(
  orgId: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<LanguageModel | null> {
  const config = configuredLanguageModel();
  if (!config) return null;
  const org = await db().org.findUnique({ where: { id: orgId }, select: { languageModel: true } });
  if (!org?.languageModel) return null;
  if (await languageModelUrlProblem(config.baseUrl, "env")) return null;
  return openAiCompatibleModel({
    baseUrl: config.baseUrl,
    model: config.model,
    apiKey: config.apiKey,
    fetch: fetchImpl,
    timeoutMs: 60_000,
  });
}

const canEdit = (user: SessionUser) => user.orgRole === "admin";

export async function getLanguageModelSetting(user: SessionUser): Promise<LanguageModelSetting> {
  const config = configuredLanguageModel();
  const org = await db().org.findUnique({ where: { id: user.orgId }, select: { languageModel: true } });
  return {
    available: config !== null,
    host: config?.host ?? null,
    enabled: org?.languageModel ?? false,
    canEdit: canEdit(user),
  };
}

/** Org admins switch the model on or off for the whole org; only possible when the env configures one. */
export async function setLanguageModel(user: SessionUser, enabled: boolean): Promise<LanguageModelSetting> {
  if (!canEdit(user)) throw errors.forbidden("Only an organisation admin can change this.");
  if (enabled && !configuredLanguageModel())
    throw errors.conflict("No language model is configured on this server.");
  await db().org.update({ where: { id: user.orgId }, data: { languageModel: enabled } });
  await db().auditEvent.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      action: "settings.language_model",
      detail: { enabled },
    },
  });
  return getLanguageModelSetting(user);
}

/**
 * POST /api/tools/runs/{runId}/sections/{sectionId}/rewrite: the run's draft with one section rewritten by the
 * model, stored as a new run of the same tool and task (the original stays as it was). 409 when the org has no
 * model or the task already has five drafts.
 */
export async function rewriteRunSection(
  user: SessionUser,
  runId: string,
  sectionId: string,
  instruction: RewriteInstruction,
  now = new Date(),
): Promise<ToolRunView> {
  const run = await getToolRun(user, runId);
  const model = await languageModelFor(user.orgId);
  if (!model) throw errors.conflict(LANGUAGE_MODEL_OFF);
  const draft = draftOf(run.output);
  const source = await db().toolRun.findFirstOrThrow({
    where: { id: run.runId, orgId: user.orgId },
    select: { inputs: true, activityId: true },
  });
  // The new run is a draft of the same task (counts toward its five): checked before any text is sent.
  await assertDraftRoom(user.orgId, run.toolId, source.activityId);
  let rewritten;
  try {
    rewritten = await rewriteSection(draft, sectionId, instruction, model);
  } catch (error) {
    if (error instanceof LanguageModelError) throw new AppError("bad_gateway", 502, error.message);
    throw error;
  }
  const output = {
    ...run.output,
    data: {
      ...run.output.data,
      draft: rewritten,
      draftHtml: draftHtml(rewritten),
      assumptions: draftAssumptions(rewritten),
    },
  };
  const stored = await db().toolRun.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      toolId: run.toolId,
      activityId: source.activityId,
      inputs: source.inputs as object,
      attachments: run.attachments,
      output,
      createdAt: now,
    },
    select: { id: true, createdAt: true },
  });
  return {
    runId: stored.id,
    toolId: run.toolId,
    createdAt: stored.createdAt.toISOString(),
    attachments: run.attachments,
    output,
  };
}
