/**
 * Object keys for uploaded files: `org/{orgId}/{source}/{fileId}-{safe name}` (DESIGN "Storage"). The org
 * prefix is what scopes an object to a tenant, so keys are built and checked only here. Pure and
 * browser-safe: no node imports.
 */

/** S3 allows 1024 bytes; ours stay far below so every key is also a short, portable relative path. */
export const MAX_KEY_LENGTH = 300;
const MAX_NAME_STEM = 80;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SOURCE = /^[a-z][a-z0-9-]{0,31}$/;
const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

export type ObjectKeyParts = { orgId: string; source: string; fileId: string; filename: string };

/** Throws on an org id, source or file id that is not a plain identifier: those come from our code, never users. */
export function buildObjectKey({ orgId, source, fileId, filename }: ObjectKeyParts): string {
  if (!ID.test(orgId)) throw new Error("Invalid org id for an object key.");
  if (!SOURCE.test(source)) throw new Error("Invalid source for an object key.");
  if (!ID.test(fileId)) throw new Error("Invalid file id for an object key.");
  const key = `${orgKeyPrefix(orgId)}${source}/${fileId}-${keySafeFilename(filename)}`;
  // Cannot fail with the bounds above; kept so a future change to them cannot produce an unusable key.
  if (!isValidObjectKey(key)) throw new Error("Object key out of bounds.");
  return key;
}

/** `org/{orgId}/`, with the trailing slash so `abc` never matches `abcd`'s objects. */
export function orgKeyPrefix(orgId: string): string {
  if (!ID.test(orgId)) throw new Error("Invalid org id for an object key.");
  return `org/${orgId}/`;
}

/**
 * `org/` + at least two more segments of key-safe characters, none of them `.` or `..`. Storage drivers refuse
 * anything else, so a key can never address a path outside its org on disk or in the bucket.
 */
export function isValidObjectKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split("/");
  if (segments.length < 4 || segments[0] !== "org" || !ID.test(segments[1]!)) return false;
  return segments.slice(2).every((segment) => SEGMENT.test(segment) && segment !== "." && segment !== "..");
}

export function keyBelongsToOrg(key: string, orgId: string): boolean {
  return ID.test(orgId) && isValidObjectKey(key) && key.startsWith(orgKeyPrefix(orgId));
}

/**
 * The filename part of a key: ASCII letters, digits, `.`, `_` and `-` only (accents dropped, anything else
 * becomes `_`), no leading dot, no `..`, a bounded stem and a lowercase extension kept so the name still says
 * what the file is. The original name is stored separately for display and downloads, where it is sanitised.
 */
export function keySafeFilename(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const ascii = base
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/\.{2,}/g, ".")
    .replace(/_{2,}/g, "_");
  const dot = ascii.lastIndexOf(".");
  const rawExt = dot > 0 ? ascii.slice(dot + 1).toLowerCase() : "";
  const ext = /^[a-z0-9]{1,10}$/.test(rawExt) ? rawExt : ""; // longer: not an extension, part of the name
  const rawStem = ext ? ascii.slice(0, dot) : ascii;
  const stem = rawStem
    .replace(/^[._-]+/, "")
    .replace(/[._-]+$/, "")
    .slice(0, MAX_NAME_STEM)
    .replace(/[._-]+$/, "");
  return `${stem || "file"}${ext ? `.${ext}` : ""}`;
}
