import { z } from "zod";
import { errorAnswer, okSchema, type Operation } from "@/lib/api-docs/operation";
import { API_SCOPES } from "@/modules/integrity/lib/scopes";
import { DEFAULT_SCREENING_LIMITS as CAPS } from "@/modules/integrity/lib/screening-limits";
import {
  auditExportSchema,
  createApiTokenSchema,
  dueDiligenceSubmitSchema,
} from "@/modules/integrity/validation";

/**
 * /api/v1 (the integrity API) and the token management of Settings. Job answers share one shape; results are
 * described in words (their full shape is in the /wiki integration guides).
 */
const jobSchema = z.object({
  ok: z.literal(true),
  jobId: z.string(),
  kind: z.enum(["red_flags", "due_diligence", "audit_export"]),
  status: z.enum(["queued", "running", "done", "failed"]),
  error: z.string().nullable().describe("Why the job failed, when it did"),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

const tokenAnswers = {
  401: errorAnswer(
    "Missing, malformed, unknown or revoked token, or its creator is no longer an admin (WWW-Authenticate: Bearer)",
  ),
  403: errorAnswer(
    "The token lacks this service's scope; with a session: a cross-site request, or a member without an admin's grant of the integrity API (Settings -> Members)",
  ),
  429: errorAnswer("Too many calls for this token (Retry-After)"),
};
const jobAnswers = { ...tokenAnswers, 404: errorAnswer("No such job in your organisation") };
const submitAnswers = {
  ...tokenAnswers,
  400: errorAnswer("Invalid input or callback URL (see error.fields)"),
  413: errorAnswer("Body too large"),
  415: errorAnswer("Wrong Content-Type"),
  429: errorAnswer(
    "Too many calls for this token, 120 jobs this hour, or 10 integrity jobs of your organisation already queued or running (Retry-After)",
  ),
};
const idParam = { id: "The job id the submit answered" };
const n = (value: number) => value.toLocaleString("en");
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const callback =
  " When the job ends, callbackUrl (https, public addresses) receives a POST signed with X-Procuros-Signature: t={unix},v1={HMAC-SHA256 of '{t}.{body}'} under the org's callback secret.";

type Service = { path: string; scope: string; label: string; guide: string };
const SERVICES = {
  dd: {
    path: "due-diligence",
    scope: "due_diligence",
    label: "due diligence",
    guide: "/wiki/bidders-due-diligence-integration",
  },
  rf: {
    path: "red-flag",
    scope: "red_flags",
    label: "red-flag",
    guide: "/wiki/red-flag-monitoring-integration",
  },
  at: {
    path: "audit-trail",
    scope: "audit_trail",
    label: "audit-trail export",
    guide: "/wiki/audit-trail-exporter-integration",
  },
} satisfies Record<string, Service>;

const status = (service: Service, id: string): Operation => ({
  id,
  method: "GET",
  path: `/api/v1/${service.path}/status/{id}`,
  tag: "Integrity API",
  summary: `Status of a ${service.label} job`,
  description: `Scope ${service.scope}. Guide: ${service.guide}.`,
  auth: "bearer",
  pathParams: idParam,
  responses: { 200: { description: "The job", schema: jobSchema }, ...jobAnswers },
});

export const INTEGRITY_OPERATIONS: Operation[] = [
  {
    id: "listApiTokens",
    method: "GET",
    path: "/api/settings/api-tokens",
    tag: "Settings",
    summary: "The organisation's API tokens (never their secrets) and the callback signing secret (admins)",
    auth: "session",
    responses: {
      200: { description: "Tokens" },
      401: errorAnswer("Not signed in"),
      403: errorAnswer("Not an organisation admin"),
    },
  },
  {
    id: "createApiToken",
    method: "POST",
    path: "/api/settings/api-tokens",
    tag: "Settings",
    summary: "Create an API token (admins); the answer's token is shown once",
    description: `Scopes: ${API_SCOPES.join(", ")}. At most 20 active tokens per organisation. A token works only while the admin who created it is still an admin of the organisation: once they are demoted or leave, its calls get 401.`,
    auth: "session",
    body: { schema: createApiTokenSchema },
    responses: {
      201: { description: "Created", schema: okSchema.extend({ token: z.string() }) },
      400: errorAnswer("Invalid name or scopes"),
      403: errorAnswer("Not an organisation admin"),
      409: errorAnswer("Too many active tokens"),
    },
  },
  {
    id: "revokeApiToken",
    method: "DELETE",
    path: "/api/settings/api-tokens/{id}",
    tag: "Settings",
    summary: "Revoke an API token (admins): its next call gets 401",
    auth: "session",
    pathParams: { id: "The token's id" },
    responses: {
      200: { description: "Revoked" },
      403: errorAnswer("Not an organisation admin"),
      404: errorAnswer("No such token in your organisation"),
    },
  },
  {
    id: "listScreeningLists",
    method: "GET",
    path: "/api/v1/due-diligence/lists",
    tag: "Integrity API",
    summary: "The organisation's debarment and sanctions lists, with date and source",
    auth: "bearer",
    responses: { 200: { description: "Lists" }, ...tokenAnswers },
  },
  {
    id: "loadScreeningList",
    method: "POST",
    path: "/api/v1/due-diligence/lists",
    tag: "Integrity API",
    summary: "Load (or, with listId, replace) a list: the body is the file as published",
    description: `World Bank debarred firms (JSON or CSV), OpenSanctions targets.simple.csv, the UN consolidated list XML, or a debarment list with a name column (such as PPRA's) as CSV, Excel (.xlsx) or the PDF of its printed table. Up to ${mb(CAPS.maxListBytes)} and ${n(CAPS.maxEntriesPerList)} entries a list; an organisation's lists hold up to ${n(CAPS.maxEntriesPerOrg)} entries and ${mb(CAPS.maxBytesPerOrg)} in all. Each list may be replaced 10 times an hour, and an organisation loads up to 60 lists an hour.`,
    auth: "bearer",
    rawBody: {
      contentTypes: [
        "text/csv",
        "application/json",
        "application/xml",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/pdf",
        "application/octet-stream",
      ],
      description: "The list file",
    },
    queryParams: {
      name: { description: "A name to recognise the list by", required: true },
      format: { description: "auto (default), worldbank-json, worldbank-csv, opensanctions, un, custom" },
      fileName: { description: "The file's name (helps recognise the format)" },
      sourceUrl: { description: "Where the list is published (https), for refresh" },
      listId: { description: "Replace this list with the new file" },
    },
    responses: {
      201: { description: "Loaded" },
      ...submitAnswers,
      413: errorAnswer(
        "The file, its entries, or the organisation's lists in all over their caps; nothing stored",
      ),
      422: errorAnswer(
        "Reading the list went over the server's time or memory limit (over_limit); nothing stored",
      ),
      429: errorAnswer("Too many calls for this token, or list loads this hour (Retry-After)"),
    },
  },
  {
    id: "deleteScreeningList",
    method: "DELETE",
    path: "/api/v1/due-diligence/lists/{id}",
    tag: "Integrity API",
    summary: "Delete a list",
    auth: "bearer",
    pathParams: { id: "The list's id" },
    responses: { 200: { description: "Deleted", schema: okSchema }, ...jobAnswers },
  },
  {
    id: "refreshScreeningList",
    method: "POST",
    path: "/api/v1/due-diligence/lists/{id}/refresh",
    tag: "Integrity API",
    summary: "Fetch a list again from its source URL and replace it",
    auth: "bearer",
    pathParams: { id: "The list's id" },
    responses: {
      200: { description: "Refreshed" },
      409: errorAnswer("The list has no source URL, or the URL is refused"),
      413: errorAnswer("The new file over the list caps; the list is kept"),
      422: errorAnswer(
        "Reading the list went over the server's time or memory limit (over_limit); the list is kept",
      ),
      502: errorAnswer("The source could not be fetched"),
      ...jobAnswers,
      429: errorAnswer("Too many calls for this token, or refreshes of this list this hour (Retry-After)"),
    },
  },
  {
    id: "submitDueDiligence",
    method: "POST",
    path: "/api/v1/due-diligence/submit",
    tag: "Integrity API",
    summary: "Screen bidders against the organisation's lists",
    description: `Scope due_diligence. Up to 1,000 bidders; matches scoring 0.70 or more are worth review. One job screens at most ${n(CAPS.maxWorkPerJob)} names x list entries (1,000 names against the full OpenSanctions list); a job that runs past 120 s or the worker's memory fails with what to reduce.${callback}`,
    auth: "bearer",
    body: { schema: dueDiligenceSubmitSchema },
    responses: {
      202: { description: "Queued", schema: jobSchema },
      409: errorAnswer("No list loaded"),
      ...submitAnswers,
      422: errorAnswer("Over the work budget (names x entries): the message says how many names fit"),
    },
  },
  status(SERVICES.dd, "dueDiligenceStatus"),
  {
    id: "dueDiligenceResults",
    method: "GET",
    path: "/api/v1/due-diligence/results/{id}",
    tag: "Integrity API",
    summary: "Matches per bidder: score, reasons, debarment status and period, list entry",
    auth: "bearer",
    pathParams: idParam,
    responses: { 200: { description: "Result" }, 409: errorAnswer("Not finished, or failed"), ...jobAnswers },
  },
  {
    id: "submitRedFlags",
    method: "POST",
    path: "/api/v1/red-flag/submit",
    tag: "Integrity API",
    summary: "Compute Cardinal's 11 red-flag indicators over OCDS compiled releases",
    description: `Scope red_flags. Up to 100 MB, streamed by the job.${callback}`,
    auth: "bearer",
    rawBody: {
      contentTypes: ["application/x-ndjson", "application/json"],
      description:
        "JSON lines of releases or compiled releases, a release or record package, or such packages one per line (as ocdskit writes them). All releases of a process, compiled or not, are merged by date as ocdskit's compile does, so its latest values are used",
    },
    queryParams: {
      settings: {
        description: [
          "JSON: the indicators to compute and their settings, Cardinal's settings file in camelCase with lists instead of pipe-separated values:",
          '{"indicators":["R003","R024"],"currency":"USD","noPriceComparisonProcurementMethods":["NPC"],"priceComparisonProcurementMethods":[],"excludedProcurementMethodDetails":["EXC"],"R003":{"threshold":15,"procurementMethods":["open"],"procurementMethodDetails":{"emergency":10}},"R024":{"threshold":0.05},...}.',
          'Cardinal\'s own section {"exclusions":{"procurementMethodDetails":[...]}} is accepted as well and adds to excludedProcurementMethodDetails (either one replaces the default ["EXC"]).',
          "Cardinal's data preparation runs before the indicators when any of its five sections is given (an empty {} is enough); it then always turns ids given as numbers into text and a single tenderer, supplier or party object into a list.",
          'defaults: {"currency","itemClassificationScheme","bidStatus","awardStatus"} fill bid currencies, item classification schemes, bid and award statuses where not set; "partyRoles": true adds the buyer, procuringEntity, tenderer and supplier roles to the referenced parties.',
          'redactions: {"amount":[0,99999999],"organizationId":["placeholder"]} remove placeholder bid amounts and organisation ids.',
          'corrections: {"awardStatusByContractStatus":true} marks an award cancelled when every contract naming it is cancelled.',
          'modifications: {"moveAuctions":true,"prefixBuyerOrProcuringEntityId":"DO-UC-","prefixTendererOrSupplierId":"DO-RPE-","splitProcurementMethodDetails":"-"} move /auctions[]/stages[]/bids[] to /bids/details[], prefix ids that lack the prefix, keep the method details before the separator.',
          'codelists: {"bidStatus":{"qualified":"valid"},"awardStatus":{"Active":"active"}} replace codes.',
          "The values each step changed are in the result's stats.preparation (step id -> count, steps that ran only).",
          'Unknown names are refused with 400, naming the key and the known names at its level, e.g. "R003.treshold".',
        ].join(" "),
      },
      callbackUrl: { description: "https URL called when the job ends" },
      activityId: {
        description:
          "The Activity ID of the procurement activity the job is for (one line, at most 120 characters): the job is listed on that activity's page and in its audit export",
      },
    },
    responses: { 202: { description: "Queued", schema: jobSchema }, ...submitAnswers },
  },
  status(SERVICES.rf, "redFlagStatus"),
  {
    id: "redFlagResults",
    method: "GET",
    path: "/api/v1/red-flag/results/{id}",
    tag: "Integrity API",
    summary: "Flags per contracting process, buyer, procuring entity and tenderer, with the fences used",
    auth: "bearer",
    pathParams: idParam,
    queryParams: { format: { description: "json (default), csv or xlsx" } },
    responses: { 200: { description: "Result" }, 409: errorAnswer("Not finished, or failed"), ...jobAnswers },
  },
  {
    id: "exportAuditTrail",
    method: "POST",
    path: "/api/v1/audit-trail/export",
    tag: "Integrity API",
    summary: "Export the audit trail of a period (and optionally one activity)",
    description: `Scope audit_trail. At most 366 days.${callback}`,
    auth: "bearer",
    body: { schema: auditExportSchema },
    responses: { 202: { description: "Queued", schema: jobSchema }, ...submitAnswers },
  },
  {
    ...status(SERVICES.at, "auditTrailStatus"),
    responses: {
      200: {
        description: "The job; once done, the archive's SHA-256 (also recorded in the audit log)",
        schema: jobSchema.extend({
          archive: z
            .object({ sha256: z.string().nullable(), bytes: z.number(), fileCount: z.number().nullable() })
            .nullable(),
        }),
      },
      ...jobAnswers,
    },
  },
  {
    id: "downloadAuditTrail",
    method: "GET",
    path: "/api/v1/audit-trail/download/{id}",
    tag: "Integrity API",
    summary: "The export's ZIP: CSV, JSON, a PDF summary, a SHA-256 manifest and its Ed25519 signature",
    description:
      "X-Archive-SHA256 (hex) and Repr-Digest (RFC 9530) give the ZIP's SHA-256, as the audit log records it. manifest.json.sig is the base64 Ed25519 signature of manifest.json; check it with the key of /api/v1/audit-trail/public-key (openssl command in the guide).",
    auth: "bearer",
    pathParams: idParam,
    responses: {
      200: { description: "application/zip" },
      409: errorAnswer("Not finished, or failed"),
      ...jobAnswers,
    },
  },
  {
    id: "auditTrailPublicKey",
    method: "GET",
    path: "/api/v1/audit-trail/public-key",
    tag: "Integrity API",
    summary: "The Ed25519 public key that signs audit-trail manifests (no sign-in; cacheable)",
    description: `The key signing now, or with keyId the key an archive's manifest names (every key that signed stays published). Verify: openssl base64 -d -A -in manifest.json.sig -out manifest.sig && openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in manifest.json -sigfile manifest.sig. Guide: ${SERVICES.at.guide}#check-the-signature.`,
    auth: "public",
    queryParams: {
      keyId: { description: "The manifest's signature.keyId: hex SHA-256 of the public key's DER" },
      format: { description: "json (default), or pem: the key alone, for openssl -inkey" },
    },
    responses: {
      200: {
        description: "The key (JSON, or application/x-pem-file with format=pem)",
        schema: okSchema.extend({
          keyId: z.string(),
          algorithm: z.literal("Ed25519"),
          publicKeyPem: z.string(),
          createdAt: z.string(),
        }),
      },
      400: errorAnswer("keyId is not 64 hexadecimal digits, or an unknown format"),
      404: errorAnswer("No key with this id"),
      429: errorAnswer("More than 120 calls in 10 minutes from this address (Retry-After)"),
    },
  },
];
