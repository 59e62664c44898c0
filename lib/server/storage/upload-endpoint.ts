import "server-only";
import { AppError, errors, toErrorResponse } from "@/lib/server/api/errors";
import type { LocalStorage, UploadClaim } from "./local";
import { MAX_UPLOAD_BYTES, type PolicyFailure } from "./policy";
import type { StorageDriver } from "./types";
import { FIELDS_LIMIT_BYTES, readUploadForm } from "./upload-form";

/** Room for the boundaries and the signed fields around the file (the policy is well under 2 KB). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + FIELDS_LIMIT_BYTES + 2 * 1024;

/**
 * The most file bytes all uploads of this process may be reading at once. Each admitted upload reserves its
 * policy's maximum (or its declared length, when smaller) until it ends; past this, an upload is refused 503
 * with Retry-After after its fields, before its file is read. Many valid policies then cannot make the server
 * buffer more than this, whatever their number.
 */
export const UPLOAD_BYTES_IN_FLIGHT_LIMIT = 200 * 1024 * 1024;
const BUSY_RETRY_SECONDS = 5;
let bytesInFlight = 0;

/** The file bytes admitted uploads have reserved right now (for tests and diagnostics). */
export const uploadBytesInFlight = (): number => bytesInFlight;

const busy = () =>
  new AppError(
    "service_unavailable",
    503,
    "The server is receiving many uploads right now. Try again in a few seconds.",
    undefined,
    { "Retry-After": String(BUSY_RETRY_SECONDS) },
  );

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
 * policy is the authorization (as with S3), so there is no session or Origin check. The body is read as it
 * streams (./upload-form.ts): the fields are judged against the policy (signature, expiry, conditions, single
 * use) before a byte of the file is read, so an unsigned or replayed form, or a flood of large bodies, is
 * refused after a few kilobytes; an admitted file is read up to its policy's maximum, then the whole form is
 * checked against the real file size before a byte is written. 204 on success. Admission claims the policy
 * (one request at a time per form) and a share of UPLOAD_BYTES_IN_FLIGHT_LIMIT; both are given back when the
 * request ends, the claim only if nothing was stored.
 */
export async function handleLocalUpload(req: Request, driver: StorageDriver): Promise<Response> {
  // What this request holds once admitted: its policy's key and its share of the bytes in flight.
  const held: { claim: UploadClaim | null; bytes: number; stored: boolean } = {
    claim: null,
    bytes: 0,
    stored: false,
  };
  try {
    if (!isLocal(driver)) throw errors.notFound(); // with S3 the browser posts to the bucket, never here
    const type = req.headers.get("content-type") ?? "";
    if (!/^multipart\/form-data\s*;/i.test(type)) {
      throw new AppError("unsupported_media_type", 415, "Send the upload as multipart/form-data.");
    }
    const declaredLength = Number(req.headers.get("content-length") ?? "0") || 0;
    if (declaredLength > UPLOAD_BODY_LIMIT) throw tooLarge();
    const { fields, file } = await readUploadForm(req.body, type, {
      declaredLength,
      fileTooLarge: () => REFUSALS.too_large,
      admit: async (fields) => {
        const admitted = await driver.admitUpload(fields);
        if (!admitted.ok) throw REFUSALS[admitted.reason];
        held.claim = admitted.claim;
        const maxBytes = Math.min(admitted.maxBytes, MAX_UPLOAD_BYTES);
        const reserve = declaredLength > 0 ? Math.min(maxBytes, declaredLength) : maxBytes;
        if (bytesInFlight + reserve > UPLOAD_BYTES_IN_FLIGHT_LIMIT) throw busy();
        bytesInFlight += reserve;
        held.bytes = reserve;
        return maxBytes;
      },
    });
    const verdict = await driver.receiveUpload(fields, file, held.claim ?? undefined);
    if (!verdict.ok) throw REFUSALS[verdict.reason];
    held.stored = true;
    return new Response(null, { status: 204 });
  } catch (error) {
    return toErrorResponse(error, `${req.method} /api/uploads`);
  } finally {
    bytesInFlight -= held.bytes;
    // Not stored (refused, cut off, too large, busy): the form may be sent again.
    if (held.claim && !held.stored) await held.claim.release().catch(() => undefined);
  }
}

function isLocal(driver: StorageDriver): driver is LocalStorage {
  return driver.name === "local" && "receiveUpload" in driver;
}

function tooLarge() {
  return new AppError("payload_too_large", 413, `An upload is at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);
}
