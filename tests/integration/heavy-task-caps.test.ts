/**
 * One account's heavy reviews queue behind its own earlier ones (issue 29 item 5, S31): while a user's review
 * runs, a second one from the same user is answered 429 with Retry-After at once, and another org's review
 * goes through. The cap is counted in HeavyTaskLease rows, so it holds across instances; a row left by a
 * crashed process lapses instead of holding the slot forever.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureExtractionPool, extractionPool } from "@/lib/documents/pool";
import { db } from "@/lib/server/db";
import { HEAVY_TASK_CAPS, LEASE_SECONDS, RETRY_AFTER_SECONDS } from "@/lib/server/heavy-tasks";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { saveCountryFramework } from "./run-support";

type Account = Awaited<ReturnType<typeof reviewAccount>> & { userId: string; rfbId: string };

/** A verified account of a fresh org with the Kenyan framework and one tender of its own (never parsed yet). */
async function accountWithTender(label: string): Promise<Account> {
  const account = await reviewAccount(label);
  await saveCountryFramework(account.cookie, "KE");
  const marker = randomUUID(); // new bytes, so the extraction cache cannot answer for this file
  const pdf = await makePdf([
    `Section I. Instructions to Bidders ${marker}\nEligible bidders: all firms.`,
    "Section II. Bid Data Sheet\nBids shall remain valid for a period of one hundred and twenty (120) days.",
  ]);
  const attached = await attachFile(
    account.cookie,
    "review:compliance-solicitation",
    "method-document",
    "RFB.pdf",
    pdf,
  );
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  const { id: userId } = await db().user.findUniqueOrThrow({
    where: { email: account.email },
    select: { id: true },
  });
  return { ...account, userId, rfbId: attached.fileId };
}

const review = (account: Account) =>
  postReview(account.cookie, reviewBody("compliance-solicitation", { "method-document": [account.rfbId] }));

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const lease = (account: Account, expiresInMs: number) => ({
  id: randomUUID(),
  orgId: account.orgId,
  userId: account.userId,
  kind: "review",
  expiresAt: new Date(Date.now() + expiresInMs),
});

describe("heavy reviews per user", () => {
  let alice: Account;
  let bob: Account;
  let carol: Account;

  beforeAll(async () => {
    [alice, bob, carol] = [
      await accountWithTender("heavy-alice"),
      await accountWithTender("heavy-bob"),
      await accountWithTender("heavy-carol"),
    ];
  });

  afterAll(async () => {
    await configureExtractionPool({});
  });

  it("answers a second concurrent review from the same user 429 with Retry-After, while another user's goes through", async () => {
    // One extraction worker, held by a task that spins for 3 s: Alice's first review waits in the queue
    // behind it for her tender's text, i.e. it is running (and holding her slot) when she sends the second.
    await configureExtractionPool({ workers: 1 });
    const pool = extractionPool()!;
    const spinning = pool.run({ op: "test-spin", bytes: new Uint8Array(0) }, 3_000).catch(() => undefined);
    await until(() => pool.stats.threads > 0 && pool.idle === 0);
    const first = review(alice);
    await until(() => pool.stats.queued > 0);

    const second = await review(alice);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect((await second.json()).error).toEqual({
      code: "rate_limited",
      message:
        "Your previous review or document run is still running. Wait for it to finish, then try again.",
    });

    const other = await review(bob);
    expect(other.status, await other.clone().text()).toBe(200);
    const firstAnswer = await first;
    expect(firstAnswer.status, await firstAnswer.clone().text()).toBe(200);
    await spinning;
    // Every slot was given back: Alice can review again at once.
    expect(await db().heavyTaskLease.count({ where: { orgId: { in: [alice.orgId, bob.orgId] } } })).toBe(0);
    expect((await review(alice)).status).toBe(200);
  });

  it("does not let a crashed process's lapsed lease hold the slot, but honours a live one", async () => {
    await db().heavyTaskLease.create({ data: lease(carol, -1_000) }); // renewed last by a process now dead
    const afterCrash = await review(carol);
    expect(afterCrash.status, await afterCrash.clone().text()).toBe(200);
    expect(await db().heavyTaskLease.count({ where: { userId: carol.userId } })).toBe(0);

    const live = lease(carol, LEASE_SECONDS * 1000); // a review of Carol's running on another instance
    await db().heavyTaskLease.create({ data: live });
    const refused = await review(carol);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    await db().heavyTaskLease.delete({ where: { id: live.id } });
  });

  it("caps an org's running heavy tasks, so a colleague's batch cannot fill every worker", async () => {
    const colleagues = Array.from({ length: HEAVY_TASK_CAPS.perOrg }, () => ({
      ...lease(carol, LEASE_SECONDS * 1000),
      userId: randomUUID(), // other members of Carol's org, each with one review running
    }));
    await db().heavyTaskLease.createMany({ data: colleagues });
    const refused = await review(carol);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      "Your organisation already has the most reviews and document runs that can run at once. Try again in a moment.",
    );
    await db().heavyTaskLease.deleteMany({ where: { id: { in: colleagues.map((row) => row.id) } } });
    expect((await review(carol)).status).toBe(200);
  });
});
