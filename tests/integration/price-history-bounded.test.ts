/**
 * Hostile review of issue 35, finding 6: the market a benchmark reads leaves out its own activity's runs. Loading
 * the ids of every run of the activity into `runId NOT IN (...)` grew the query with the activity's run count;
 * past the database's bind-parameter limit (~32k runs) every price benchmark of that activity failed. Here the
 * query is watched: the values sent to the database must not grow when the activity gains thousands of runs.
 */
import { describe, expect, it } from "vitest";
import { db, replaceDbForTests, type Db } from "@/lib/server/db";
import { loadPriceHistory } from "@/modules/tools/server/price-history";
import { signedUpAdmin } from "./helpers";

const ACTIVITY = "KeRRA/008/2026-2027";
const EARLIER = "KeRRA/031/2025-2026";
const TOOL = "market_price_intelligence";

/** The largest query (its arguments or bound values, as JSON) sent while `work` runs. */
async function largestQuery(work: () => Promise<unknown>): Promise<{ chars: number; result: unknown }> {
  const plain = db();
  let chars = 0;
  const watched = plain.$extends({
    query: {
      async $allOperations({ args, query }) {
        chars = Math.max(chars, JSON.stringify(args ?? null).length);
        return query(args);
      },
    },
  });
  replaceDbForTests(watched as unknown as Db);
  try {
    const result = await work();
    return { chars, result };
  } finally {
    replaceDbForTests(plain);
  }
}

describe("market price history of an activity with many runs", { timeout: 60_000 }, () => {
  it("leaves out the activity's own rates with a query that does not grow with its run count", async () => {
    const admin = await signedUpAdmin("price-bounded");
    const run = (activityId: string | null) =>
      db().toolRun.create({
        data: {
          orgId: admin.orgId,
          userId: admin.userId,
          toolId: TOOL,
          activityId,
          inputs: {},
          attachments: [],
          output: {},
        },
        select: { id: true },
      });
    const own = await run(ACTIVITY);
    const earlier = await run(EARLIER);
    const observation = (description: string, unitRate: number, runId: string | null, file: string) => ({
      orgId: admin.orgId,
      description,
      unit: "bag",
      unitRate,
      currency: "KES",
      sourceFile: file,
      sourceLocation: "Bill 2, row 14",
      fileSha256: file.padEnd(64, "0").slice(0, 64),
      runId,
      toolId: TOOL,
      observedAt: new Date(),
    });
    await db().priceObservation.createMany({
      data: [
        observation("Cement CEM II 42.5N, 50 kg bag (this tender's bid)", 1_400, own.id, "a1"),
        observation("Cement CEM II 42.5N, 50 kg bag", 850, earlier.id, "b2"),
        observation("Ballast 20mm, per tonne", 2_300, null, "c3"),
      ],
    });
    const read = () => loadPriceHistory(admin.orgId, { activityId: ACTIVITY });

    const before = await largestQuery(read);
    const rows = before.result as Awaited<ReturnType<typeof loadPriceHistory>>;
    expect(rows.map((row) => [row.description, row.unitRate, row.source.activity ?? null]).sort()).toEqual([
      ["Ballast 20mm, per tonne", 2_300, null],
      ["Cement CEM II 42.5N, 50 kg bag", 850, EARLIER],
    ]);

    // The activity gains 1,000 more runs (a busy tender, or a member running the tool again and again).
    await db().toolRun.createMany({
      data: Array.from({ length: 1_000 }, () => ({
        orgId: admin.orgId,
        userId: admin.userId,
        toolId: TOOL,
        activityId: ACTIVITY,
        inputs: {},
        attachments: [],
        output: {},
      })),
    });
    const after = await largestQuery(read);
    expect(after.result).toEqual(before.result);
    // Each run id is 36 characters: an id list would add ~38,000 characters; a join adds none.
    expect(after.chars).toBeLessThan(before.chars + 1_000);
    // Without an activity, every rate is the market's.
    expect((await loadPriceHistory(admin.orgId)).map((row) => row.unitRate).sort()).toEqual([
      1_400, 2_300, 850,
    ]);
  });
});
