import "server-only";
import { readCapped } from "@/lib/server/api/handler";
import { AppError, errors, toErrorResponse } from "@/lib/server/api/errors";
import type { LocalStorage } from "./local";
import { MAX_UPLOAD_BYTES, type PolicyFailure } from "./policy";
import type { StorageDriver } from "./types";

/** Room for the boundaries and the signed fields around the file (the policy is well under 2 KB). */
const FORM_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;

const REFUSALS: Record<PolicyFailure, AppError> = {
  missing_field: new AppError(
    "invalid_form",
    400,
    "The form needs the key, Content-Type, Policy and signature fields, then the file.",
  ),
  duplicate_field: new AppError("invalid_form", 400, "A form field is repeated."),
  bad_signature: errors.forbidden("The upload policy signature does not match."),
  malformed_policy: errors.forbidden("The upload policy is not valid."),
  expired: errors.forbidden("The upload policy has expired. Request a new upload."),
  condition_failed: errors.forbidden("A form field does not match the upload policy."),
  extra_field: errors.forbidden("The form has a field the upload policy does not allow."),
  too_small: new AppError("validation_error", 400, "The file is smaller than the upload policy allows."),
  too_large: new AppError("payload_too_large", 413, "The file is larger than the upload policy allows."),
  already_used: errors.conflict("This upload form has already been used. Request a new upload."),
};

/**
 * The local driver's stand-in for an S3 bucket's POST endpoint: multipart fields, then `file`. The signed
 * policy is the authorization (as with S3), so there is no session or Origin check; the body is capped while
 * it streams, and the policy is checked against the real file size before a byte is written. 204 on success.
 */
export async function handleLocalUpload(req: Request, driver: StorageDriver): Promise<Response> {
  try {
    if (!isLocal(driver)) throw errors.notFound(); // with S3 the browser posts to the bucket, never here
    const type = req.headers.get("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new AppError("unsupported_media_type", 415, "Send the upload as multipart/form-data.");
    }
    if (Number(req.headers.get("content-length") ?? "0") > UPLOAD_BODY_LIMIT) throw tooLarge();
    const body = await readCapped(req, UPLOAD_BODY_LIMIT);
    const { fields, file } = await parseForm(body, type);
    const verdict = await driver.receiveUpload(fields, file);
    if (!verdict.ok) throw REFUSALS[verdict.reason];
    return new Response(null, { status: 204 });
  } catch (error) {
    return toErrorResponse(error, `${req.method} /api/uploads`);
  }
}

function isLocal(driver: StorageDriver): driver is LocalStorage {
  return driver.name === "local" && "receiveUpload" in driver;
}

// Parsed from the already size-capped bytes, so an oversized form never reaches the parser.
async function parseForm(
  body: Buffer,
  type: string,
): Promise<{ fields: Record<string, string>; file: Uint8Array }> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("invalid_form", 400, "The request body is not valid multipart/form-data.");
  }
  const fields = new Map<string, string>(); // a Map: field names like __proto__ stay plain data
  let file: File | undefined;
  for (const [name, value] of form) {
    const repeated = fields.has(name) || (name === "file" && file !== undefined);
    if (repeated) throw new AppError("invalid_form", 400, "A form field is repeated.");
    if (typeof value === "string") {
      if (name === "file") throw new AppError("invalid_form", 400, "The file field must be a file.");
      fields.set(name, value);
    } else if (name === "file") {
      file = value;
    } else {
      throw new AppError("invalid_form", 400, "Only one file, in the field named file, is accepted.");
    }
  }
  if (!file) throw new AppError("invalid_form", 400, "The form has no file field.");
  return { fields: Object.fromEntries(fields), file: new Uint8Array(await file.arrayBuffer()) };
}

function tooLarge() {
  return new AppError("payload_too_large", 413, `An upload is at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
}
