import "server-only";
import type { z } from "zod";
import { readChunksCapped } from "@/lib/net/read-capped";
import { AppError, errors, toErrorResponse } from "@/lib/server/api/errors";
import { readBody, refuseUnstorableText, validate } from "@/lib/server/api/handler";
import {
  idempotencyKeyOf,
  requestFingerprint,
  streamedRequestFingerprint,
  withIdempotency,
  type IdempotencyOption,
} from "@/lib/server/api/idempotency";
import { isSameOrigin } from "@/lib/server/api/origin";
import { canUseIntegrityApi } from "@/lib/server/auth/permissions";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { SCOPE_LABELS, type ApiScope } from "@/modules/integrity/lib/scopes";
import { verifyApiToken } from "./api-tokens";

/**
 * Who calls /api/v1: a token of the org, or from the tool page (same origin) a signed-in admin or a member an
 * admin granted the integrity API.
 */
export type ApiPrincipal = {
  orgId: string;
  /** The member, or the token's creator (a token holds only while its creator is an active admin of the org). */
  userId: string | null;
  tokenId: string | null;
};

type Options<B extends z.ZodType | undefined, Q extends z.ZodType | undefined> = {
  scope: ApiScope;
  /** A JSON body validated by this schema. Leave out to read the raw body in the handler (uploads). */
  body?: B;
  query?: Q;
  /**
   * The body's cap. A raw-body route that is `idempotent` passes its own (a function when it is configurable):
   * a keyed body is read here before the route runs, and is refused by its declared length above this cap.
   */
  maxBodyBytes?: number | (() => number);
  /** A create: honour an `Idempotency-Key` header, keyed per org (lib/server/api/idempotency.ts). */
  idempotent?: IdempotencyOption;
};

// A raw body (a list file, OCDS data) read here to fingerprint a keyed request, when the route names no cap of
// its own; the handler keeps its own cap.
const RAW_IDEMPOTENT_LIMIT = 100 * 1024 * 1024;

const bodyTooLarge = (limit: number) =>
  new AppError(
    "payload_too_large",
    413,
    `The request body is larger than ${Math.round((limit / 1024 / 1024) * 10) / 10} MB.`,
  );

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

type Ctx<B, Q, P> = { req: Request; principal: ApiPrincipal; body: B; query: Q; params: P };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const invalidToken = () =>
  new AppError("unauthorized", 401, "The API token is missing, malformed, unknown or revoked.", undefined, {
    "WWW-Authenticate": 'Bearer realm="procuros", error="invalid_token"',
  });

/**
 * Every /api/v1 route goes through here. With `Authorization: Bearer pcr_…`, the token decides the org and its
 * scopes (no cookie is read, so no CSRF check is needed); without it, the signed-in member's session does, with
 * the same-origin check on writes, so the tool pages call the same API. Each call is rate limited per token (or
 * per member, for session calls), and each token call is recorded in the org's audit log with its outcome.
 */
export function apiV1Handler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P = Record<string, string>,
>(options: Options<B, Q>, run: (ctx: Ctx<Infer<B>, Infer<Q>, P>) => Promise<Response>) {
  return async (req: Request, context?: { params?: Promise<P> }): Promise<Response> => {
    let principal: ApiPrincipal | null = null;
    let response: Response;
    try {
      principal = await authenticate(req, options.scope);
      // Per token, or per member for session calls (the tool pages): a session is no way around the budget.
      await enforce(LIMITS.apiPerToken, principal.tokenId ?? `member:${principal.userId}`);
      const params = ((await context?.params) ?? {}) as P;
      const rawQuery = Object.fromEntries(new URL(req.url).searchParams);
      refuseUnstorableText({ ...rawQuery, ...(params as object) });
      const query = options.query ? validate(options.query, rawQuery) : undefined;
      const key = options.idempotent ? idempotencyKeyOf(req.headers) : null;
      const maxBodyBytes =
        typeof options.maxBodyBytes === "function" ? options.maxBodyBytes() : options.maxBodyBytes;
      const fields = options.body ? (await readBody(req, maxBodyBytes ?? 256 * 1024)).fields : undefined;
      const body = options.body ? validate(options.body, fields) : undefined;
      // A keyed raw-body create: its bytes are read once here, hashed as they arrive for the fingerprint, and
      // handed on to the handler as the same chunks. A declared length over the route's cap is refused first.
      const raw =
        key !== null && !options.body && req.body
          ? await readFingerprinted(req, maxBodyBytes ?? RAW_IDEMPOTENT_LIMIT)
          : null;
      const request = raw
        ? new Request(req.url, {
            method: req.method,
            headers: req.headers,
            body: streamOf(raw.chunks),
            duplex: "half",
          } as RequestInit)
        : req;
      const caller = principal;
      const call = () =>
        run({ req: request, principal: caller, body: body as Infer<B>, query: query as Infer<Q>, params });
      response = await withIdempotency(
        {
          key,
          scope: `org:${caller.orgId}`,
          fingerprint: () =>
            raw ? raw.fingerprint : requestFingerprint(req, JSON.stringify(fields ?? null)),
        },
        options.idempotent ?? false,
        call,
      );
    } catch (error) {
      response = toErrorResponse(error, `${req.method} ${new URL(req.url).pathname}`);
    }
    if (principal?.tokenId) await auditTokenCall(principal, req, response.status);
    return response;
  };
}

/**
 * A keyed raw body, up to `limit` (by its declared length first, then as it streams), with its request
 * fingerprint computed chunk by chunk: no copy of the whole body and no hash of it after the fact.
 */
async function readFingerprinted(
  req: Request,
  limit: number,
): Promise<{ chunks: Uint8Array[]; fingerprint: string }> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw bodyTooLarge(limit);
  const hash = streamedRequestFingerprint(req, req.headers.get("content-type") ?? "");
  const { chunks } = await readChunksCapped(
    req.body,
    limit,
    () => bodyTooLarge(limit),
    (chunk) => hash.update(chunk),
  );
  return { chunks, fingerprint: hash.digest() };
}

const EMPTY = new Uint8Array(0);

/** The chunks read, as a body again (each handed on once, not copied). */
function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next >= chunks.length) return controller.close();
      controller.enqueue(chunks[next]!);
      chunks[next++] = EMPTY; // let go of each chunk once it is handed on
    },
  });
}

async function authenticate(req: Request, scope: ApiScope): Promise<ApiPrincipal> {
  const authorization = req.headers.get("authorization");
  if (authorization !== null) {
    const token = BEARER.exec(authorization)?.[1];
    const verified = token ? await verifyApiToken(token) : null;
    if (!verified) throw invalidToken();
    if (!verified.scopes.includes(scope))
      throw errors.forbidden(`This token has no access to ${SCOPE_LABELS[scope]} (scope "${scope}").`);
    return { orgId: verified.orgId, userId: verified.userId, tokenId: verified.tokenId };
  }
  if (MUTATING.has(req.method) && !isSameOrigin(req.headers))
    throw errors.forbidden("Cross-site request refused.");
  const user = await sessionUserFromCookieHeader(req.headers.get("cookie"));
  if (!user) throw invalidToken();
  // The one rule for sessions (S34): a session reaches /api/v1 only with what a token would need. Tokens are
  // made by admins only, so a session needs an admin, or a member an admin granted the integrity API (Settings
  // -> Members); the profile role counts for nothing. Read with the session, so a revoke holds at once.
  if (!canUseIntegrityApi(user))
    throw errors.forbidden(
      "The integrity API (bidder due diligence, red-flag monitoring, audit-trail export) needs an admin's " +
        "grant: ask an admin of your organisation to turn on 'Integrity API' for you in Settings -> Members.",
    );
  return { orgId: user.orgId, userId: user.id, tokenId: null };
}

async function auditTokenCall(principal: ApiPrincipal, req: Request, status: number): Promise<void> {
  try {
    await db().auditEvent.create({
      data: {
        orgId: principal.orgId,
        userId: principal.userId,
        action: "api.call",
        detail: { tokenId: principal.tokenId, method: req.method, path: new URL(req.url).pathname, status },
      },
    });
  } catch (error) {
    // The answer is already decided; a failed audit write is logged, never turned into a 500 after the fact.
    console.error(
      JSON.stringify({ level: "error", context: "api.audit", message: (error as Error).message }),
    );
  }
}
