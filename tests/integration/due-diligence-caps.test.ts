/**
 * Due-diligence lists and jobs within per-org caps (issue 29: High 1 and item 8; SECURITY S31, S36). A list over
 * the entries cap, or one the org's lists have no room for, is refused (413) before anything is stored;
 * re-uploading into one list is throttled per hour (429); a job over the work budget (names x entries) is refused
 * at submit (422) saying what to reduce; results and list views never carry storage keys or content hashes.
 * The caps are set small through their environment variables (modules/integrity/server/screening-limits.ts).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET as getLists } from "@/app/api/v1/due-diligence/lists/route";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { get } from "./helpers";
import {
  bearer,
  ddAccount,
  firmsCsv,
  jobResults,
  jobStatus,
  submit,
  upload,
  work,
  type DdAccount,
} from "./due-diligence-support";

const CAPS = [
  "SCREENING_MAX_ENTRIES_PER_LIST",
  "SCREENING_MAX_ENTRIES_PER_ORG",
  "SCREENING_MAX_BYTES_PER_ORG",
  "SCREENING_MAX_WORK_PER_JOB",
];

afterEach(() => {
  for (const name of CAPS) delete process.env[name];
  vi.restoreAllMocks();
});

const worldBank = (account: DdAccount, extra = "") =>
  upload(account, `name=WB&fileName=wb.json${extra}`, SAMPLE_WORLD_BANK_JSON, "application/json");

const firms = (account: DdAccount, rows: number, extra = "") =>
  upload(account, `name=Firms${rows}&format=custom&fileName=firms.csv${extra}`, firmsCsv(rows));

async function messageOf(response: Response, status: number): Promise<string> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.error.message as string;
}

describe("list caps", () => {
  it("a list over the entries cap is 413 and nothing is stored; a list at the cap loads", async () => {
    const account = await ddAccount("dd-cap-list");
    const writes = vi.spyOn(storage(), "write");
    process.env.SCREENING_MAX_ENTRIES_PER_LIST = "99";
    expect(await messageOf(await firms(account, 100), 413)).toBe(
      "The list has more than 99 entries, the most one list may hold: load an extract (for OpenSanctions, the sanctions datasets you screen against). Nothing was stored.",
    );
    expect(writes).not.toHaveBeenCalled();
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(0);

    process.env.SCREENING_MAX_ENTRIES_PER_LIST = "100";
    const loaded = await firms(account, 100);
    expect(loaded.status).toBe(201);
    expect((await loaded.json()).list.entryCount).toBe(100);
  });

  it("the org's lists together stay within the entries and bytes caps; a replaced list's own size is not counted", async () => {
    const account = await ddAccount("dd-cap-org");
    process.env.SCREENING_MAX_ENTRIES_PER_ORG = "150";
    const first = await firms(account, 100);
    expect(first.status).toBe(201);
    const { list } = await first.json();
    expect(await messageOf(await firms(account, 60), 413)).toBe(
      "Your organisation's lists may hold 150 entries in all; the other lists hold 100 and this one has 60. Delete a list or load a smaller one. Nothing was stored.",
    );
    expect((await firms(account, 50)).status).toBe(201);
    // Replacing the 100-entry list with 100 entries: the other lists hold 50, so it fits.
    expect((await firms(account, 100, `&listId=${list.id}`)).status).toBe(201);

    const stored = await db().screeningList.aggregate({
      where: { orgId: account.orgId },
      _sum: { bytes: true },
    });
    process.env.SCREENING_MAX_BYTES_PER_ORG = String(stored._sum.bytes! + 10);
    process.env.SCREENING_MAX_ENTRIES_PER_ORG = "100000";
    expect(await messageOf(await firms(account, 1), 413)).toMatch(
      /^Your organisation's list files may take .* MB in all; the other lists take .* MB and this file is .* MB\. Delete a list or load a smaller one\. Nothing was stored\.$/,
    );
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(2);
  });

  it("re-uploading into one list more than 10 times an hour is 429 with Retry-After; other lists still load", async () => {
    const account = await ddAccount("dd-reupload");
    const { list } = await (await worldBank(account)).json();
    for (let i = 0; i < 10; i++) expect((await worldBank(account, `&listId=${list.id}`)).status).toBe(201);
    const before = await db().screeningList.findUniqueOrThrow({ where: { id: list.id } });
    const refused = await worldBank(account, `&listId=${list.id}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().screeningList.findUniqueOrThrow({ where: { id: list.id } })).toEqual(before);
    expect((await worldBank(account)).status).toBe(201);
  });

  it("more than 60 list loads an org an hour is 429, whichever lists they go to", async () => {
    const account = await ddAccount("dd-loads");
    const lists: string[] = [];
    for (let i = 0; i < 6; i++) lists.push((await (await worldBank(account)).json()).list.id);
    for (const id of lists)
      for (let i = 0; i < 9; i++) expect((await worldBank(account, `&listId=${id}`)).status).toBe(201);
    expect((await worldBank(account)).status).toBe(429);
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(6);
  }, 60_000);
});

describe("the work budget of a screening job", () => {
  it("a job over names x entries is 422 at submit, saying how many names fit; one within it is queued", async () => {
    const account = await ddAccount("dd-budget");
    expect((await firms(account, 10)).status).toBe(201);
    process.env.SCREENING_MAX_WORK_PER_JOB = "20";
    const names = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Bidder ${i}` }));
    expect(await messageOf(await submit(account, { bidders: names(3) }), 422)).toBe(
      "This job would screen 3 names against 10 list entries; one job may do 20 comparisons (names x entries). Screen at most 2 names per job against these lists, or choose fewer lists with listIds.",
    );
    expect(await db().job.count({ where: { orgId: account.orgId } })).toBe(0);
    expect((await submit(account, { bidders: names(2) })).status).toBe(202);
  });
});

describe("no storage keys or hashes in what the API answers", () => {
  it("results, job views and list views name no fileKey or sha256", async () => {
    const account = await ddAccount("dd-keys");
    const { list } = await (await worldBank(account)).json();
    const row = await db().screeningList.findUniqueOrThrow({ where: { id: list.id } });
    const submitted = await submit(account, { bidders: [{ name: "Acme Construction" }], asOf: "2026-11-25" });
    const { jobId } = await submitted.json();
    await work(account.orgId);
    const status = await jobStatus(account, jobId);
    expect(status.status).toBe("done");
    const results = await jobResults(account, jobId);
    expect(results.status).toBe(200);
    expect(results.body.result.lists[0]).toMatchObject({ id: list.id, entryCount: row.entryCount });
    expect(results.body.result.bidders[0].matches.length).toBeGreaterThan(0);
    const lists = await (await getLists(get("/x", undefined, bearer(account.token)))).json();
    for (const text of [JSON.stringify(results.body), JSON.stringify(status), JSON.stringify(lists)]) {
      expect(text).not.toContain(row.fileKey);
      expect(text).not.toContain(row.sha256);
      expect(text).not.toMatch(/fileKey|sha256|screening\//);
    }
  });
});
