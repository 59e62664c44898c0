// Hostile checks on issue 34's audit signing key, through the public route as a stranger calls it: no private
// half in any answer, one key when instances race on first use, key ids checked before the database is read.
import { describe, expect, it } from "vitest";
import { GET as publicKeyRoute } from "@/app/api/v1/audit-trail/public-key/route";
import { db } from "@/lib/server/db";
import { auditSigningKey } from "@/modules/integrity/server/audit-signing-key";
import { get } from "./helpers";

const CLIENT = { "x-procuros-client-address": "10.34.34.34" };

describe("audit-trail public key, called by a stranger", () => {
  it("makes one key when first uses race, and never answers with its private half", async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => auditSigningKey(undefined)));
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    const rows = await db().auditSigningKey.findMany({
      where: { source: "generated", privateKey: { not: null } },
      select: { id: true },
    });
    expect(rows.map((row) => row.id)).toContain(keys[0]!.keyId);

    for (const format of ["json", "pem"]) {
      const response = await publicKeyRoute(
        get(`/api/v1/audit-trail/public-key?format=${format}`, undefined, CLIENT),
      );
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain("BEGIN PUBLIC KEY");
      expect(text).not.toMatch(/PRIVATE KEY|privateKey/);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("refuses malformed key ids with 400 before any lookup, and an unknown one with 404", async () => {
    for (const keyId of ["abc", "z".repeat(64), `${"a".repeat(64)}%27--`, "a".repeat(5_000)]) {
      const response = await publicKeyRoute(
        get(`/api/v1/audit-trail/public-key?keyId=${keyId}`, undefined, CLIENT),
      );
      expect(response.status).toBe(400);
      expect(await response.text()).not.toMatch(/prisma|select|stack|at \//i);
    }
    const unknown = await publicKeyRoute(
      get(`/api/v1/audit-trail/public-key?keyId=${"0".repeat(64)}`, undefined, CLIENT),
    );
    expect(unknown.status).toBe(404);
    expect(
      await publicKeyRoute(get("/api/v1/audit-trail/public-key?keyId=%00", undefined, CLIENT)),
    ).toHaveProperty("status", 400);
  });
});
