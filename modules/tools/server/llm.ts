import "server-only";
import { reviewOffThread } from "@/modules/review/server";
import { draftAssumptions } from "@/lib/results/draft";
import {
  LanguageModelError,
  openAiCompatibleModel,
  rewriteSection,
  type LanguageModel,
  type RewriteInstruction,
} from "@/modules/tools/lib/drafting/llm";
import { draftHtml } from "@/lib/results/draft-html";
import { AppError, errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { outgoingFetchFor, type OutgoingFetch } from "@/lib/server/net/pinned-fetch";
import { webhookUrlProblem, type OutgoingDeps } from "@/lib/server/net/webhook-url";
import { openSecret, sealSecret } from "@/lib/server/auth/sealed-secret";
import type { LanguageModelPatch, LanguageModelSetting } from "@/modules/settings";
import { draftOf } from "@/modules/tools/lib/drafting/engine";
import { gatedOutput, gateOf } from "@/modules/tools/lib/drafting/gate/gate-output";
import type { ToolFramework } from "@/lib/results/types";
import { assertDraftRoom, getToolRun, type ToolRunView } from "@/modules/tools/server/run";

/**
 * The optional drafting language model (issue 16): off unless an OpenAI-compatible endpoint is configured, by the
 * org's admin in settings (its own URL, model and key) or by the server env (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY),
 * AND the org switched it on (Org.languageModel). Until both hold, no text leaves the server. An org's endpoint
 * wins over the env's; its key is stored sealed (lib/server/auth/sealed-secret.ts) and never sent back.
 */

export const LANGUAGE_MODEL_OFF = "The language model is off for your organisation.";

export type LanguageModelConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  host: string;
  from: "org" | "env";
};

const hostOf = (raw: string): string | null => {
  try {
    return new URL(raw).host;
  } catch {
    return null;
  }
};

/** Whether two endpoint URLs name the same server: scheme, host and port (the path may differ). */
export function sameServer(before: string | null, after: string): boolean {
  if (!before) return false;
  try {
    return new URL(before).origin === new URL(after).origin;
  } catch {
    return false;
  }
}

/** The endpoint the server env configures, or null. */
export function configuredLanguageModel(): LanguageModelConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  const host = hostOf(env.LLM_BASE_URL);
  if (!host) return null;
  return { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, host, from: "env" };
}

const orgSelect = {
  languageModel: true,
  languageModelUrl: true,
  languageModelName: true,
  languageModelKey: true,
} as const;
type OrgModelRow = {
  languageModel: boolean;
  languageModelUrl: string | null;
  languageModelName: string | null;
  languageModelKey: string | null;
};

/** The endpoint an org would use: its own when set, else the env's, else null. */
function effectiveConfig(org: OrgModelRow | null): LanguageModelConfig | null {
  if (org?.languageModelUrl && org.languageModelName) {
    const host = hostOf(org.languageModelUrl);
    if (host) {
      const apiKey = org.languageModelKey ? (openSecret(org.languageModelKey) ?? undefined) : undefined;
      return { baseUrl: org.languageModelUrl, model: org.languageModelName, apiKey, host, from: "org" };
    }
  }
  return configuredLanguageModel();
}

/**
 * Why a language-model base URL may not be called, or null when it may. One written in the server env is the
 * operator's and may be anywhere, loopback included (a local model server); one an org configures goes
 * through the webhook SSRF rules (https, no credentials, public addresses only), on save and before each call.
 */
export async function languageModelUrlProblem(
  raw: string,
  from: "env" | "org",
  when: "save" | "send" = "send",
): Promise<string | null> {
  if (from === "org") return webhookUrlProblem(raw, when);
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? null : "must use http or https";
  } catch {
    return "not a valid URL";
  }
}

/**
 * The org's model, or null when the org did not enable it or no endpoint is configured. An org endpoint that
 * now fails the SSRF rules (its name re-pointed to a private address) is refused with the reason (409).
 */
export async function languageModelFor(
  orgId: string,
  fetchImpl?: typeof fetch,
  deps: OutgoingDeps = {},
): Promise<LanguageModel | null> {
  const org = await db().org.findUnique({ where: { id: orgId }, select: orgSelect });
  if (!org?.languageModel) return null;
  const config = effectiveConfig(org);
  if (!config) return null;
  let connect: OutgoingFetch = globalThis.fetch;
  if (config.from === "org") {
    // Checked now, and the requests connect to the address checked (no second lookup: DNS rebinding).
    const target = await outgoingFetchFor(config.baseUrl, deps);
    if (target.problem !== null)
      throw errors.conflict(`The language model endpoint ${target.problem}; nothing was sent.`);
    connect = target.fetch;
  } else {
    const problem = await languageModelUrlProblem(config.baseUrl, config.from);
    if (problem) throw errors.conflict(`The language model endpoint ${problem}; nothing was sent.`);
  }
  return openAiCompatibleModel({
    baseUrl: config.baseUrl,
    model: config.model,
    apiKey: config.apiKey,
    fetch: fetchImpl ?? connect,
    timeoutMs: 60_000,
  });
}

const canEdit = (user: SessionUser) => user.orgRole === "admin";

export async function getLanguageModelSetting(user: SessionUser): Promise<LanguageModelSetting> {
  const org = await db().org.findUnique({ where: { id: user.orgId }, select: orgSelect });
  const config = effectiveConfig(org);
  const own = org?.languageModelUrl && org.languageModelName;
  return {
    available: config !== null,
    host: config?.host ?? null,
    source: config?.from ?? null,
    enabled: org?.languageModel ?? false,
    canEdit: canEdit(user),
    endpoint: own
      ? {
          baseUrl: org.languageModelUrl!,
          model: org.languageModelName!,
          hasKey: Boolean(org.languageModelKey),
        }
      : null,
    serverHost: configuredLanguageModel()?.host ?? null,
  };
}

/**
 * Org admins set the org's own endpoint (or clear it: null) and switch the model on or off for the whole org.
 * An endpoint is checked against the SSRF rules before it is saved; a key left out keeps the saved one while
 * the server (scheme, host, port) stays the same and is dropped when it changes; an empty key removes it. Switching on needs an endpoint (the org's or the env's).
 */
export async function setLanguageModel(
  user: SessionUser,
  patch: LanguageModelPatch,
): Promise<LanguageModelSetting> {
  if (!canEdit(user)) throw errors.forbidden("Only an organisation admin can change this.");
  const current = await db().org.findUnique({ where: { id: user.orgId }, select: orgSelect });
  const data: Partial<OrgModelRow> = {};
  let keyDropped = false;
  if (patch.endpoint === null) {
    Object.assign(data, { languageModelUrl: null, languageModelName: null, languageModelKey: null });
  } else if (patch.endpoint) {
    const baseUrl = patch.endpoint.baseUrl.replace(/\/+$/, "");
    const problem = await languageModelUrlProblem(baseUrl, "org", "save");
    if (problem)
      throw new AppError("validation_error", 400, `The endpoint URL ${problem}.`, {
        "endpoint.baseUrl": ["validation.url"],
      });
    Object.assign(data, { languageModelUrl: baseUrl, languageModelName: patch.endpoint.model });
    if (patch.endpoint.apiKey !== undefined)
      data.languageModelKey = patch.endpoint.apiKey ? sealSecret(patch.endpoint.apiKey) : null;
    // The key was given for one server: a new host would receive it with the first request (an admin session,
    // or a stolen one, could send it anywhere). A new host drops it; the admin enters the key again.
    else if (!sameServer(current?.languageModelUrl ?? null, baseUrl)) {
      data.languageModelKey = null;
      keyDropped = Boolean(current?.languageModelKey);
    }
  }
  if (patch.enabled !== undefined) data.languageModel = patch.enabled;
  const next = { ...current!, ...data };
  if (next.languageModel && !effectiveConfig(next))
    throw errors.conflict("No language model is configured: set an endpoint first.");
  await db().org.update({ where: { id: user.orgId }, data });
  await db().auditEvent.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      action: "settings.language_model",
      // What changed, never the key itself.
      detail: {
        enabled: next.languageModel,
        endpoint: next.languageModelUrl ? hostOf(next.languageModelUrl) : null,
        ...(patch.endpoint?.apiKey !== undefined ? { keyChanged: true } : {}),
        ...(keyDropped ? { keyDropped: true } : {}),
      },
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
  const output = await gatedOutput(
    {
      ...run.output,
      data: {
        ...run.output.data,
        draft: rewritten,
        draftHtml: draftHtml(rewritten),
        assumptions: draftAssumptions(rewritten),
      },
    },
    run.toolId,
    (gateOf(run.output)?.framework as ToolFramework | undefined) ?? null,
    reviewOffThread,
  );
  const stored = await db().toolRun.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      toolId: run.toolId,
      activityId: source.activityId,
      inputs: source.inputs as object,
      attachments: run.attachments,
      output: output as object,
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
    inputs: run.inputs,
  };
}
