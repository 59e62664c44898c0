import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as newsletterRoute } from "@/app/api/newsletter/route";
import { db } from "@/lib/server/db";
import { jsonRequest, randomIp } from "./helpers";

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await newsletterRoute(jsonRequest("/api/newsletter", body, { headers }));
  return { status: response.status, body: await response.json() };
}

describe("POST /api/newsletter", () => {
  it("subscribes once however often the address is sent, answering the same each time", async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.org`;
    const first = await post({ email, source: "blog" });
    const second = await post({ email: email.toUpperCase(), source: "footer" });
    expect(first).toEqual({ status: 200, body: { ok: true, subscribed: true } });
    expect(second).toEqual(first);
    const rows = await db().newsletterSubscription.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("blog");
  });

  it("refuses a missing or bad email, unknown fields and oversized bodies", async () => {
    expect((await post({})).body.error.fields.email).toEqual(["validation.email"]);
    expect((await post({ email: "nobody@" })).status).toBe(400);
    expect((await post({ email: "ok@example.org", admin: true })).status).toBe(400);
    expect((await post({ email: "ok@example.org", source: "x".repeat(8 * 1024) })).status).toBe(413);
    expect((await post({ email: "ok@example.org\r\nBcc: x@y.z" })).status).toBe(400);
  });

  it("throttles one address to 20 requests an hour", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (
          await post(
            { email: `n${i}-${randomUUID().slice(0, 6)}@example.org` },
            { "x-procuros-client-address": ip },
          )
        ).status,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
  });
});
