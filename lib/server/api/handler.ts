import "server-only";
import { readStreamCapped } from "@/lib/net/read-capped";
import type { z } from "zod";
import { sessionUserFromCookieHeader, type SessionUser } from "@/lib/server/auth/session";
import { hasUnstorableText, INVALID_CHARACTERS, unstorableTextPaths } from "@/lib/text/storable";
import { fieldErrorsFromZod } from "@/lib/api/field-errors";
import { clientIp } from "@/lib/server/client-address";
import { AppError, errors, toErrorResponse } from "./errors";
import {
  bodyFingerprintParts,
  idempotencyKeyOf,
  requestFingerprint,
  withIdempotency,
  type IdempotencyOption,
} from "./idempotency";
import { isSameOrigin } from "./origin";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

type Options<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, U extends SessionUser> = {
  /** "user": a signed-in, active member (default). "public": no session needed. */
  auth?: "user" | "public";
  /**
   * The session check, when a route reads its data in the same database round trip (it must make the same
   * checks as `sessionUserFromCookieHeader`, e.g. by building on its SQL). Default: that function.
   */
  session?: (cookieHeader: string | null) => Promise<U | null>;
  body?: B;
  query?: Q;
  maxBodyBytes?: number;
  /** Also accept multipart/form-data up to this size: text fields are validated by `body`, files arrive in `files`. */
  maxMultipartBytes?: number;
  /**
   * A create: honour an `Idempotency-Key` header (lib/server/api/idempotency.ts), keyed per user (per client
   * address when signed out). `{ omitFromReplay }` for answers holding a secret that must not be stored.
   */
  idempotent?: IdempotencyOption;
};

type Ctx<B, Q, P> = {
  req: Request;
  user: SessionUser;
  body: B;
  query: Q;
  params: P;
  /** Files of a multipart request, by field name (empty when the request was JSON). */
  files: Map<string, File>;
};

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/**
 * Every route handler goes through here: Origin check on writes (CSRF) -> session (here, never the proxy
 * alone) -> content type, size and schema before any work -> org scoping (orgId only from the session) ->
 * the call -> one error mapping that never leaks internals.
 */
export function apiHandler<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P = Record<string, string>,
  A extends "user" | "public" = "user",
  U extends SessionUser = SessionUser,
>(
  options: Options<B, Q, U> & { auth?: A },
  run: (ctx: Ctx<Infer<B>, Infer<Q>, P> & { user: A extends "public" ? U | null : U }) => Promise<Response>,
) {
  return async (req: Request, context?: { params?: Promise<P> }): Promise<Response> => {
    try {
      if (MUTATING.has(req.method) && !isSameOrigin(req.headers))
        throw errors.forbidden("Cross-site request refused.");
      const user = await (options.session ?? sessionUserFromCookieHeader)(req.headers.get("cookie"));
      if (!user && options.auth !== "public") throw errors.unauthorized();
      const rawQuery = Object.fromEntries(new URL(req.url).searchParams);
      const { fields: rawBody, files } = options.body
        ? await readBody(req, options.maxBodyBytes ?? DEFAULT_BODY_LIMIT, options.maxMultipartBytes)
        : { fields: undefined, files: new Map<string, File>() };
      // Checked on the raw input, before any schema could drop the field: another org's orgId is refused.
      if (user) assertOwnOrg(user, rawQuery, rawBody);
      const params = ((await context?.params) ?? {}) as P;
      // Route params and query values reach database lookups even without a schema.
      refuseUnstorableText({ ...rawQuery, ...(params as object) });
      const query = options.query ? validate(options.query, rawQuery) : undefined;
      const body = options.body ? validate(options.body, rawBody) : undefined;
      const call = () =>
        run({ req, user: user as U, body: body as Infer<B>, query: query as Infer<Q>, params, files });
      if (!options.idempotent) return await call();
      const idempotency = {
        key: idempotencyKeyOf(req.headers),
        // With the org: a member who moved to another org never gets the old org's answer for a reused key.
        scope: user ? `user:${user.id}:org:${user.orgId}` : `ip:${clientIp(req.headers)}`,
        fingerprint: async () => requestFingerprint(req, ...(await bodyFingerprintParts(rawBody, files))),
      };
      return await withIdempotency(idempotency, options.idempotent, call);
    } catch (error) {
      return toErrorResponse(error, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
}

/** NUL bytes and lone surrogates in any field or key: a field error, never a database error. */
export function refuseUnstorableText(input: unknown) {
  const unstorable = unstorableTextPaths(input);
  if (unstorable.length > 0) {
    throw new AppError(
      "validation_error",
      400,
      "Please fix the highlighted fields.",
      Object.fromEntries(unstorable.map((key) => [key, [INVALID_CHARACTERS]])),
    );
  }
}

export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  refuseUnstorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(
    "validation_error",
    400,
    "Please fix the highlighted fields.",
    fieldErrorsFromZod(result.error),
  );
}

export async function readBody(
  req: Request,
  jsonLimit: number,
  multipartLimit?: number,
): Promise<{ fields: unknown; files: Map<string, File> }> {
  const type = req.headers.get("content-type") ?? "";
  const isJson = /^application\/json\s*(;|$)/i.test(type);
  const isMultipart = multipartLimit !== undefined && /^multipart\/form-data\s*;/i.test(type);
  if (!isJson && !isMultipart) {
    const accepted =
      multipartLimit !== undefined ? "application/json or multipart/form-data" : "application/json";
    throw new AppError("unsupported_media_type", 415, `Send the request body as ${accepted}.`);
  }
  const limit = isMultipart ? multipartLimit! : jsonLimit;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const bytes = await readCapped(req, limit);
  if (isMultipart) return readForm(bytes, type);
  let fields: unknown;
  try {
    fields = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new AppError("invalid_json", 400, "The request body is not valid JSON.");
  }
  // Every body schema is an object; `null`, arrays and scalars are refused here, so no schema refinement or
  // handler ever reads a field of null (`null` to /api/contact was a 500).
  if (typeof fields !== "object" || fields === null || Array.isArray(fields))
    throw new AppError("validation_error", 400, "The request body must be a JSON object.");
  return { fields, files: new Map() };
}

// Parsed from the already size-checked bytes, so a huge form never reaches the parser.
async function readForm(
  bytes: Buffer,
  type: string,
): Promise<{ fields: Record<string, string>; files: Map<string, File> }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("invalid_form", 400, "The request body is not valid multipart/form-data.");
  }
  const fields: Record<string, string> = {};
  const files = new Map<string, File>();
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    // A file's name is stored too: it must be storable text like any field.
    else if (hasUnstorableText(value.name))
      throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
        [name]: [INVALID_CHARACTERS],
      });
    // Browsers send an empty, nameless file for a file input left empty.
    else if (value.size > 0 || value.name) files.set(name, value);
  }
  return { fields, files };
}

// Reads the body but stops as soon as it passes the limit, whatever Content-Length claimed.
// Also used by the local upload endpoint (app/api/uploads), which has no session and its own limit.
export async function readCapped(req: Request, limit: number): Promise<Buffer> {
  return Buffer.from(await readStreamCapped(req.body, limit, () => tooLarge(limit)));
}

function tooLarge(limit: number) {
  return new AppError(
    "payload_too_large",
    413,
    `The request body is larger than ${Math.round(limit / 1024)} KB.`,
  );
}

/** An orgId in the request must be the session's own; the server never takes the org from the client. */
function assertOwnOrg(user: SessionUser, ...inputs: unknown[]) {
  for (const input of inputs) {
    if (input && typeof input === "object" && "orgId" in input) {
      const orgId = (input as { orgId?: unknown }).orgId;
      if (orgId !== undefined && orgId !== user.orgId) throw errors.forbidden();
    }
  }
}
