import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { makeXlsx } from "@/tests/support/documents";
import { PRICE_LIST, SUBSTRUCTURE_BILL } from "@/tests/support/kenyan-price-documents";
import { attachFile } from "./attach";
import { sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

async function account(label: string) {
  const email = `prices@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { membership: true } });
  return { cookie, orgId: user.membership!.orgId };
}

const TOOL = "market_price_intelligence";

async function run(cookie: string, files: { group: string; name: string; bytes: Uint8Array }[]) {
  const attachments: Record<string, string[]> = {};
  for (const file of files) {
    const { fileId, status } = await attachFile(cookie, TOOL, file.group, file.name, file.bytes);
    expect(status).toBe(200);
    (attachments[file.group] ??= []).push(fileId);
  }
  const response = await postToolRun(cookie, TOOL, {
    inputs: { estimated_value: { amount: "450850", currency: "KES" } },
    attachments,
  });
  return { status: response.status, body: await response.json() };
}

describe("market price benchmarking through POST /api/tools/{id}/run", () => {
  it("benchmarks a BoQ against a price list, keeps the rates as the org's history, and uses them next time", async () => {
    const { cookie, orgId } = await account("history");
    const survey = await makeXlsx({ Survey: PRICE_LIST });
    const bill = await makeXlsx({ "Bill 2": SUBSTRUCTURE_BILL });

    const first = await run(cookie, [
      { group: "refs", name: "market-survey-jan-2025.xlsx", bytes: survey },
      { group: "subject", name: "kathiani-ecde-boq.xlsx", bytes: bill },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const lines =
      first.body.output.tables.find((table: { id: string }) => table.id.includes("line")) ??
      first.body.output.tables[0];
    const hardcore = (lines.rows as string[][]).find((row) => row.join(" ").includes("Hardcore filling"));
    expect(hardcore?.join(" ")).toMatch(/below/i); // KES 250 against a median of 425

    // Both files' rates are now the org's history: each file once, with where it came from.
    const stored = await db().priceObservation.findMany({ where: { orgId } });
    expect(stored.length).toBeGreaterThan(8);
    expect(new Set(stored.map((row) => row.sourceFile))).toEqual(
      new Set(["market-survey-jan-2025.xlsx", "kathiani-ecde-boq.xlsx"]),
    );
    expect(stored.some((row) => /provisional/i.test(row.description))).toBe(false);

    // A later run with only the schedule still has the reference, from the history.
    const second = await run(cookie, [{ group: "subject", name: "kathiani-ecde-boq-v2.xlsx", bytes: bill }]);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(JSON.stringify(second.body.output.notices)).toMatch(/past run/);
    // The same file bytes are not harvested twice.
    expect(await db().priceObservation.count({ where: { orgId } })).toBe(stored.length);

    // Another org has no history of this one.
    const stranger = await account("stranger");
    const theirs = await run(stranger.cookie, [{ group: "subject", name: "boq.xlsx", bytes: bill }]);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body.output.tables)).toMatch(/no reference data/i);
  });

  it("refuses a schedule with no priced lines with a clear error", async () => {
    const { cookie } = await account("empty");
    const empty = await makeXlsx({
      Bill: [
        ["Item", "Description", "Unit", "Qty", "Rate (Kshs)", "Amount"],
        ["A", "Excavation", "m3", 10, "", ""],
      ],
    });
    const response = await run(cookie, [{ group: "subject", name: "empty.xlsx", bytes: empty }]);
    expect(response.status).toBe(400);
    expect(response.body.error.message.length).toBeGreaterThan(10);
  });
});
