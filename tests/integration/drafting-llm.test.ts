import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The real port is known once the server below listens; env is updated then (see beforeAll).
  process.env.LLM_BASE_URL = "http://127.0.0.1:9/v1";
  process.env.LLM_MODEL = "tiny-test-model";
  process.env.LLM_API_KEY = "test-key";
});

import { GET as getSetting, PUT as putSetting } from "@/app/api/settings/language-model/route";
import { POST as rewriteRoute } from "@/app/api/tools/runs/[runId]/sections/[sectionId]/rewrite/route";
import type { Draft } from "@/lib/results/draft";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

type Received = {
  url: string;
  authorization?: string;
  body: { model: string; messages: { content: string }[] };
};
let mode: "ok" | "500" | "garbage" = "ok";
const received: Received[] = [];
let server: Server;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(body) });
    if (mode === "500") {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":"overloaded"}');
      return;
    }
    if (mode === "garbage") {
      res.writeHead(200, { "content-type": "application/json" }).end("<html>not a completion</html>");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "cmpl-1",
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: "The supplier delivers what the county asked for.\n\nEach item is checked on arrival.",
            },
            finish_reason: "stop",
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  (env as { LLM_BASE_URL?: string }).LLM_BASE_URL = `http://127.0.0.1:${port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = "ok";
  received.length = 0;
});

async function account(label: string) {
  const email = `drafting-llm@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  return cookie;
}

async function draftRun(cookie: string) {
  const response = await postToolRun(cookie, "specification_tor_draft", {
    inputs: {
      sector_industry: "Health",
      project_objectives: "Equip 47 county health records offices with computers.",
      desired_outputs: "200 laptops, Core i5 or equivalent, 16 GB memory\n20 network laser printers",
      estimated_value: { amount: "5000000", currency: "KES" },
    },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { runId: string; output: { data: { draft: Draft; draftHtml: string } } };
}

const rewrite = (cookie: string, runId: string, sectionId: string, body: unknown) =>
  rewriteRoute(
    jsonRequest(`/api/tools/runs/${runId}/sections/${sectionId}/rewrite`, body, { headers: { cookie } }),
    { params: Promise.resolve({ runId, sectionId }) },
  );

const setSwitch = (cookie: string, enabled: boolean) =>
  putSetting(
    jsonRequest("/api/settings/language-model", { enabled }, { method: "PUT", headers: { cookie } }),
  );

const runCount = (orgId: string) => db().toolRun.count({ where: { orgId } });

/** A section with paragraphs (the first one that has text). */
const sectionWithText = (draft: Draft) => draft.sections.find((section) => section.paragraphs.length > 0)!;

describe("the optional drafting language model (OpenAI-compatible server on loopback)", () => {
  it("is off by default: 409, and the model server receives nothing", async () => {
    const cookie = await account("llm-off");
    const setting = await getSetting(get("/api/settings/language-model", cookie));
    expect(await setting.json()).toMatchObject({
      ok: true,
      languageModel: { available: true, host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), enabled: false },
    });
    const { runId, output } = await draftRun(cookie);
    const section = sectionWithText(output.data.draft);
    const response = await rewrite(cookie, runId, section.id, { instruction: "plain" });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe("The language model is off for your organisation.");
    expect(received).toHaveLength(0);
  });

  it("once the org enables it, rewrites one section into a new run, marked, other sections unchanged", async () => {
    const cookie = await account("llm-on");
    const enabled = await setSwitch(cookie, true);
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    expect((await enabled.json()).languageModel.enabled).toBe(true);

    const { runId, output } = await draftRun(cookie);
    const draft = output.data.draft;
    const section = sectionWithText(draft);
    const response = await rewrite(cookie, runId, section.id, { instruction: "expand" });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);

    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe("/v1/chat/completions");
    expect(received[0]!.authorization).toBe("Bearer test-key");
    expect(received[0]!.body.model).toBe("tiny-test-model");
    expect(received[0]!.body.messages.at(-1)!.content).toContain(section.paragraphs[0]!.text.trim());

    expect(body.runId).not.toBe(runId);
    expect(body.toolId).toBe("specification_tor_draft");
    const rewritten: Draft = body.output.data.draft;
    const after = rewritten.sections.find((entry) => entry.id === section.id)!;
    expect(after.paragraphs.slice(0, 2)).toEqual([
      { text: "The supplier delivers what the county asked for.", source: "model" },
      { text: "Each item is checked on arrival.", source: "model" },
    ]);
    expect(rewritten.sections.filter((entry) => entry.id !== section.id)).toEqual(
      draft.sections.filter((entry) => entry.id !== section.id),
    );
    expect(body.output.data.draftHtml).toContain(
      "[Drafted by the language model] The supplier delivers what the county asked for.",
    );
    // Stored: the new run reads back; the original is as it was.
    const stored = await db().toolRun.findUniqueOrThrow({ where: { id: body.runId } });
    expect((stored.output as { data: { draft: Draft } }).data.draft).toEqual(rewritten);
    const original = await db().toolRun.findUniqueOrThrow({ where: { id: runId } });
    expect((original.output as { data: { draft: Draft } }).data.draft).toEqual(draft);

    // Switched off again: 409 and nothing sent.
    received.length = 0;
    expect((await setSwitch(cookie, false)).status).toBe(200);
    expect((await rewrite(cookie, runId, section.id, { instruction: "plain" })).status).toBe(409);
    expect(received).toHaveLength(0);
  });

  it("answers 502 with a clear message when the model fails or answers garbage, and stores nothing", async () => {
    const cookie = await account("llm-fail");
    expect((await setSwitch(cookie, true)).status).toBe(200);
    const { runId, output } = await draftRun(cookie);
    const section = sectionWithText(output.data.draft);
    const orgId = (await db().toolRun.findUniqueOrThrow({ where: { id: runId } })).orgId;
    const before = await runCount(orgId);

    mode = "500";
    const failed = await rewrite(cookie, runId, section.id, { instruction: "plain" });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error.message).toBe("The language model answered with HTTP 500.");

    mode = "garbage";
    const garbage = await rewrite(cookie, runId, section.id, { instruction: "plain" });
    expect(garbage.status).toBe(502);
    expect((await garbage.json()).error.message).toMatch(/not in the OpenAI chat completions format/);

    expect(received).toHaveLength(2);
    expect(await runCount(orgId)).toBe(before);
  });

  it("refuses an unknown section, a bad instruction and another org's run", async () => {
    const cookie = await account("llm-bad");
    expect((await setSwitch(cookie, true)).status).toBe(200);
    const { runId, output } = await draftRun(cookie);
    expect((await rewrite(cookie, runId, "no-such-section", { instruction: "plain" })).status).toBe(404);
    const section = sectionWithText(output.data.draft);
    expect((await rewrite(cookie, runId, section.id, { instruction: "shout" })).status).toBe(400);
    const other = await account("llm-other");
    expect((await setSwitch(other, true)).status).toBe(200);
    expect((await rewrite(other, runId, section.id, { instruction: "plain" })).status).toBe(404);
    expect(received).toHaveLength(0);
  });
});

describe("an organisation's own language model endpoint (settings)", () => {
  const putPatch = (cookie: string, patch: unknown) =>
    putSetting(jsonRequest("/api/settings/language-model", patch, { method: "PUT", headers: { cookie } }));

  it("refuses private, loopback and credential URLs with a clear 400, and saves nothing", async () => {
    const cookie = await account("org-endpoint-ssrf");
    for (const [baseUrl, reason] of [
      ["https://127.0.0.1/v1", "points to a private or reserved address"],
      ["https://169.254.169.254/latest", "points to a private or reserved address"],
      ["https://localhost:8080/v1", "points to a private or reserved address"],
      ["https://user:pass@llm.example.org/v1", "must not contain credentials"],
      ["ftp://llm.example.org/v1", "must use https"],
    ] as const) {
      const response = await putPatch(cookie, { endpoint: { baseUrl, model: "m" } });
      expect(response.status, baseUrl).toBe(400);
      expect((await response.json()).error.message).toBe(`The endpoint URL ${reason}.`);
    }
    const setting = await (await getSetting(get("/api/settings/language-model", cookie))).json();
    expect(setting.languageModel).toMatchObject({ source: "env", endpoint: null });
  });

  it("stores the key sealed, never answers it, uses the org's endpoint first and checks it again before sending", async () => {
    const cookie = await account("org-endpoint");
    const saved = await putPatch(cookie, {
      enabled: true,
      endpoint: {
        baseUrl: "https://llm.invalid-procuros-test.org/v1/",
        model: "org-model",
        apiKey: "sk-org-secret",
      },
    });
    const text = await saved.text();
    expect(saved.status, text).toBe(200);
    expect(text).not.toContain("sk-org-secret");
    expect(JSON.parse(text).languageModel).toMatchObject({
      available: true,
      enabled: true,
      source: "org",
      host: "llm.invalid-procuros-test.org",
      endpoint: { baseUrl: "https://llm.invalid-procuros-test.org/v1", model: "org-model", hasKey: true },
    });
    const org = await db().org.findFirstOrThrow({ where: { languageModelName: "org-model" } });
    expect(org.languageModelKey).toMatch(/^v1\./);
    expect(org.languageModelKey).not.toContain("sk-org-secret");

    // The name does not resolve: nothing is sent anywhere, the env's server included.
    const { runId, output } = await draftRun(cookie);
    const response = await rewrite(cookie, runId, sectionWithText(output.data.draft).id, {
      instruction: "plain",
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "The language model endpoint does not resolve; nothing was sent.",
    );
    expect(received).toHaveLength(0);

    // A model name change keeps the key; clearing the endpoint falls back to the server's.
    const renamed = await putPatch(cookie, {
      endpoint: { baseUrl: "https://llm.invalid-procuros-test.org/v1", model: "org-model-2" },
    });
    expect((await renamed.json()).languageModel.endpoint).toMatchObject({
      model: "org-model-2",
      hasKey: true,
    });
    const cleared = await putPatch(cookie, { endpoint: null });
    expect((await cleared.json()).languageModel).toMatchObject({
      source: "env",
      endpoint: null,
      enabled: true,
    });
    const viaEnv = await rewrite(cookie, runId, sectionWithText(output.data.draft).id, {
      instruction: "plain",
    });
    expect(viaEnv.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe("Bearer test-key");
  });

  it("an empty patch is refused", async () => {
    const cookie = await account("org-endpoint-empty");
    expect((await putPatch(cookie, {})).status).toBe(400);
  });
});
