import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/tools/[toolId]/drafts/route";
import { DELETE as deleteRoute, GET as getRunRoute } from "@/app/api/tools/runs/[runId]/route";
import { GET as compareRoute } from "@/app/api/tools/runs/[runId]/compare/[otherId]/route";
import { POST as regenerateRoute } from "@/app/api/tools/runs/[runId]/sections/[sectionId]/regenerate/route";
import { db } from "@/lib/server/db";
import { get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

const TOOL = "specification_tor_draft";
type Section = { id: string; heading: string; paragraphs: { text: string }[]; subsections?: Section[] };
type Draft = { title: string; sections: Section[] };

async function account(label: string) {
  const email = `drafting-versions@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  return { email, cookie };
}

const inputs = (objectives: string, outputs: string) => ({
  sector_industry: "Health",
  project_objectives: objectives,
  desired_outputs: outputs,
  estimated_value: { amount: "5000000", currency: "KES" },
});

async function draft(cookie: string, activityId: string, objectives: string, outputs: string) {
  const response = await postToolRun(cookie, TOOL, { inputs: inputs(objectives, outputs), activityId });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { runId: string; output: { data: { draft: Draft } } };
}

const list = (cookie: string, activityId: string) =>
  listRoute(get(`/api/tools/${TOOL}/drafts?activityId=${encodeURIComponent(activityId)}`, cookie), {
    params: Promise.resolve({ toolId: TOOL }),
  });

const compare = (cookie: string, runId: string, otherId: string) =>
  compareRoute(get(`/api/tools/runs/${runId}/compare/${otherId}`, cookie), {
    params: Promise.resolve({ runId, otherId }),
  });

const remove = (cookie: string, runId: string) =>
  deleteRoute(jsonRequest(`/api/tools/runs/${runId}`, {}, { method: "DELETE", headers: { cookie } }), {
    params: Promise.resolve({ runId }),
  });

const regenerate = (cookie: string, runId: string, sectionId: string, body: unknown) =>
  regenerateRoute(
    jsonRequest(`/api/tools/runs/${runId}/sections/${sectionId}/regenerate`, body, { headers: { cookie } }),
    { params: Promise.resolve({ runId, sectionId }) },
  );

const flat = (sections: Section[]): Section[] => sections.flatMap((s) => [s, ...flat(s.subsections ?? [])]);
const textOf = (section: Section) => section.paragraphs.map((p) => p.text).join("\n");

describe("drafting versions per task", () => {
  let owner: Awaited<ReturnType<typeof account>>;
  let other: Awaited<ReturnType<typeof account>>;
  const runIds: string[] = [];

  beforeAll(async () => {
    owner = await account("owner");
    other = await account("other");
  });

  it("keeps at most five drafts per task: a sixth answers 409 and runs nothing", async () => {
    for (let i = 1; i <= 5; i++)
      runIds.push((await draft(owner.cookie, "ACT-5", "Equip county offices.", `${i}00 laptops`)).runId);
    const before = await db().toolRun.count({ where: { toolId: TOOL, activityId: "ACT-5" } });
    const sixth = await postToolRun(owner.cookie, TOOL, {
      inputs: inputs("Equip county offices.", "600 laptops"),
      activityId: "ACT-5",
    });
    const body = await sixth.json();
    expect(sixth.status).toBe(409);
    expect(body.error.message).toBe(
      "Up to five drafts per task: finalize one, or delete one, before drafting again.",
    );
    expect(await db().toolRun.count({ where: { toolId: TOOL, activityId: "ACT-5" } })).toBe(before);
    // Another task (another activity) of the same tool is not affected.
    await draft(owner.cookie, "ACT-OTHER", "Equip county offices.", "10 laptops");
  });

  it("a draft for no activity is its own task: the org is never stopped after five of them", async () => {
    const user = await account("no-activity");
    for (let i = 1; i <= 6; i++) await draft(user.cookie, "", "Equip county offices.", `${i} laptops`);
  });

  it("lists the task's drafts newest first with version, who and when", async () => {
    const response = await list(owner.cookie, "ACT-5");
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.activityId).toBe("ACT-5");
    expect(body.drafts.map((d: { runId: string }) => d.runId)).toEqual([...runIds].reverse());
    expect(body.drafts.map((d: { version: number }) => d.version)).toEqual([5, 4, 3, 2, 1]);
    expect(body.drafts[0]).toMatchObject({
      by: { email: owner.email },
      title: expect.stringMatching(/^Terms of Reference: Health/),
      sectionCount: expect.any(Number),
      createdAt: expect.any(String),
    });
    expect(body.drafts[0].sectionCount).toBeGreaterThan(3);
    // Another org sees none of them.
    const theirs = await (await list(other.cookie, "ACT-5")).json();
    expect(theirs.drafts).toEqual([]);
  });

  it("compares two drafts whose inputs differ, with word-level changes", async () => {
    const response = await compare(owner.cookie, runIds[0]!, runIds[1]!);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.before.runId).toBe(runIds[0]);
    expect(body.counts.changed).toBeGreaterThan(0);
    expect(body.counts.same).toBeGreaterThan(0);
    const changed = body.sections
      .flatMap(
        (s: { paragraphs: { status: string; words?: { kind: string; text: string }[] }[] }) => s.paragraphs,
      )
      .filter((p: { status: string }) => p.status === "changed");
    const words = changed.flatMap((p: { words: { kind: string; text: string }[] }) => p.words);
    expect(words).toContainEqual({ kind: "removed", text: "100" });
    expect(words).toContainEqual({ kind: "added", text: "200" });
  });

  it("answers 404 for another org's runs, and refuses to delete or regenerate them", async () => {
    expect((await compare(other.cookie, runIds[0]!, runIds[1]!)).status).toBe(404);
    expect((await remove(other.cookie, runIds[0]!)).status).toBe(404);
    expect((await regenerate(other.cookie, runIds[0]!, "x", { inputs: inputs("a", "b") })).status).toBe(404);
    const stillThere = await getRunRoute(get(`/api/tools/runs/${runIds[0]}`, owner.cookie), {
      params: Promise.resolve({ runId: runIds[0]! }),
    });
    expect(stillThere.status).toBe(200);
  });

  it("deletes a draft, making room for another", async () => {
    const response = await remove(owner.cookie, runIds[0]!);
    expect(response.status).toBe(200);
    expect((await (await list(owner.cookie, "ACT-5")).json()).drafts).toHaveLength(4);
    await draft(owner.cookie, "ACT-5", "Equip county offices.", "700 laptops");
    expect((await (await list(owner.cookie, "ACT-5")).json()).drafts).toHaveLength(5);
    expect((await remove(owner.cookie, runIds[0]!)).status).toBe(404);
  });

  it("regenerates one section into a new draft, keeping the others as they were", async () => {
    const first = await draft(owner.cookie, "ACT-REGEN", "Equip county offices.", "300 laptops");
    const sections = flat(first.output.data.draft.sections);
    const target = sections.find((s) => textOf(s).includes("300 laptops"));
    expect(target, "a section quoting the outputs").toBeDefined();
    const response = await regenerate(owner.cookie, first.runId, target!.id, {
      inputs: inputs("Replace obsolete hospital computers.", "450 laptops"),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.runId).not.toBe(first.runId);
    const regenerated = flat(body.output.data.draft.sections);
    expect(regenerated.map((s) => s.id)).toEqual(sections.map((s) => s.id));
    for (const [index, section] of regenerated.entries()) {
      if (section.id === target!.id) {
        expect(textOf(section)).toContain("450 laptops");
        expect(textOf(section)).not.toContain("300 laptops");
      } else expect(section).toEqual(sections[index]);
    }
    expect(JSON.stringify(body.output.data.draft)).not.toContain("Replace obsolete hospital computers.");
    expect(body.output.data.draftHtml).toContain("450 laptops");
    const listed = await (await list(owner.cookie, "ACT-REGEN")).json();
    expect(listed.drafts.map((d: { runId: string }) => d.runId)).toEqual([body.runId, first.runId]);
    // An unknown section is a 404 and stores nothing.
    expect(
      (await regenerate(owner.cookie, first.runId, "no-such-section", { inputs: inputs("a", "b") })).status,
    ).toBe(404);
    expect((await (await list(owner.cookie, "ACT-REGEN")).json()).drafts).toHaveLength(2);
  });
});
