/**
 * Issue 35: the market a schedule is benchmarked against is the org's earlier activities and other tenders only:
 * rates read in the current activity's runs (its own bids) are left out, each earlier file counts once, and every
 * rate says which activity it was read for and when.
 */
import { describe, expect, it } from "vitest";
import { POST as createActivityRoute } from "@/app/api/activities/route";
import { db } from "@/lib/server/db";
import { makeXlsx, type SheetCell } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { jsonRequest, signedUpAdmin } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

const TOOL = "market_price_intelligence";

/** A substructure bill as a Machakos county tender prices it: hardcore and anti-termite treatment. */
const bill = (school: string, hardcore: number, antiTermite: number): SheetCell[][] => [
  ["COUNTY GOVERNMENT OF MACHAKOS"],
  [`PROPOSED CONSTRUCTION OF ECDE CLASSROOM AT ${school}`],
  ["BILL NO. 2: SUBSTRUCTURE"],
  ["Item", "Description", "Unit", "Qty", "Rate (Kshs)", "Amount (Kshs)"],
  ["A", "Hardcore filling 200mm thick, well compacted", "m²", 95, hardcore, 95 * hardcore],
  ["B", "Anti-termite treatment to excavated surfaces", "m²", 120, antiTermite, 120 * antiTermite],
];

async function activity(cookie: string, reference: string, closingOn: string) {
  const response = await createActivityRoute(
    jsonRequest(
      "/api/activities",
      { reference, subject: "ECDE classroom", category: "works", currency: "KES", closingOn },
      { headers: { cookie } },
    ),
  );
  expect(response.status, await response.clone().text()).toBe(201);
}

async function benchmark(cookie: string, activityId: string, name: string, sheet: SheetCell[][]) {
  const { fileId, status } = await attachFile(
    cookie,
    TOOL,
    "subject",
    name,
    await makeXlsx({ "Bill 2": sheet }),
  );
  expect(status).toBe(200);
  const response = await postToolRun(cookie, TOOL, {
    inputs: { estimated_value: { amount: "60000", currency: "KES" } },
    attachments: { subject: [fileId] },
    activityId,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.output as { tables: { id: string; rows: string[][] }[]; notices: string[] };
}

const row = (output: Awaited<ReturnType<typeof benchmark>>, table: string, pattern: RegExp) =>
  output.tables.find((t) => t.id === table)!.rows.find((cells) => pattern.test(cells.join(" ")))!;

describe("market prices from the org's earlier activities", { timeout: 180_000 }, () => {
  it("counts two earlier activities' rates once each, and never the current activity's own bids", async () => {
    const admin = await signedUpAdmin("prices-activities");
    await saveCountryFramework(admin.cookie, "KE");
    const MWALA = "MCG/ECDE/T/03/2025";
    const KANGUNDO = "MCG/ECDE/T/11/2025";
    const CURRENT = "MCG/ECDE/T/02/2026-2027";
    await activity(admin.cookie, MWALA, "2025-02-14");
    await activity(admin.cookie, KANGUNDO, "2025-08-29");
    await activity(admin.cookie, CURRENT, "2027-01-15");

    await benchmark(admin.cookie, MWALA, "Mwala ECDE BoQ - awarded.xlsx", bill("MWALA", 400, 170));
    await benchmark(admin.cookie, KANGUNDO, "Kangundo ECDE BoQ - awarded.xlsx", bill("KANGUNDO", 440, 190));
    // A copy of Kangundo's rows, as two runs harvesting the same file at once would leave: counted once.
    const kangundo = await db().priceObservation.findMany({
      where: { orgId: admin.orgId, sourceFile: { startsWith: "Kangundo" } },
    });
    expect(kangundo).toHaveLength(2);
    await db().priceObservation.createMany({
      data: kangundo.map((observation) => ({ ...observation, id: `${observation.id}-copy` })),
    });
    // The current tender's first bid (far above the market) is harvested under the current activity.
    await benchmark(admin.cookie, CURRENT, "Bidder 1 - Kathiani ECDE BoQ.xlsx", bill("KATHIANI", 900, 500));

    const output = await benchmark(
      admin.cookie,
      CURRENT,
      "Bidder 2 - Kathiani ECDE BoQ.xlsx",
      bill("KATHIANI", 250, 185),
    );
    const hardcore = row(output, "lines", /Hardcore/);
    // Median of 400 and 440: the current activity's 900 and 250 are not part of the market.
    expect(hardcore[6]).toBe("2"); // n
    expect(hardcore[7]).toBe("420.00");
    const sources = hardcore.at(-1)!;
    expect(sources).toContain(`activity ${MWALA} of `);
    expect(sources).toContain(`activity ${KANGUNDO} of `);
    expect(sources).not.toContain(CURRENT);
    expect(sources).not.toContain("Bidder");
    expect(row(output, "lines", /Anti-termite/)[7]).toBe("180.00");
  });
});
