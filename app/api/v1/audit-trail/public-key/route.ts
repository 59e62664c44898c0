import { apiHandler } from "@/lib/server/api/handler";
import { errors } from "@/lib/server/api/errors";
import { clientIp } from "@/lib/server/client-address";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { publicKeyQuerySchema, publishedSigningKey } from "@/modules/integrity/server";

/**
 * The public key that signs audit-trail manifests: the current one, or an earlier one by the keyId of an
 * archive's manifest. Public (a verifier needs no account) and cacheable: a key of a given id never changes,
 * while "the current key" may after the operator sets a new one. Throttled per client address (429 with
 * Retry-After past the limit), and answered from the keys this process keeps (audit-signing-key.ts).
 */
export const GET = apiHandler({ auth: "public", query: publicKeyQuerySchema }, async ({ req, query }) => {
  await enforce(LIMITS.auditPublicKeyPerIp, clientIp(req.headers));
  const key = await publishedSigningKey(query.keyId);
  if (!key) throw errors.notFound("No audit-trail signing key with this id.");
  const cacheControl = query.keyId ? "public, max-age=86400, immutable" : "public, max-age=300";
  if (query.format === "pem")
    return new Response(key.publicKeyPem, {
      headers: {
        "content-type": "application/x-pem-file; charset=utf-8",
        "content-disposition": `inline; filename="audit-signing-key-${key.keyId.slice(0, 16)}.pem"`,
        "cache-control": cacheControl,
        "x-key-id": key.keyId,
      },
    });
  return Response.json({ ok: true, ...key }, { headers: { "cache-control": cacheControl } });
});
