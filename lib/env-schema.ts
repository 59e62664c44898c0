import { z } from "zod";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().min(1).optional());

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgresql:// URL");

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR. */
    DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl.optional()),
    /** Where the embedded database, uploads and the generated auth secret live ("memory://" for throwaway). */
    DATA_DIR: z.string().trim().min(1).default(".data"),
    /** Secret for signing session JWTs. Unset with the embedded database: generated once into DATA_DIR. */
    AUTH_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    /**
     * Ed25519 private key that signs audit-trail archives (PKCS#8 PEM, "\n" for line breaks, or its DER in
     * base64). Unset: a key is generated once and kept, sealed, in the database (shared by every instance).
     */
    AUDIT_SIGNING_KEY: optionalText,
    /** Public base URL of the app; https makes session cookies Secure. */
    APP_URL: z.url().default("http://localhost:3000"),
    /** SMTP server for outgoing email, e.g. smtp://user:pass@mail.example.com:587 (smtps:// for TLS). Unset: emails stay in the outbox. */
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** Sender of outgoing email. */
    EMAIL_FROM: z.string().trim().min(3).default("Procuros <no-reply@procuros.app>"),
    /** Where contact and support messages are forwarded; also the address shown on the contact page. */
    CONTACT_INBOX: z.email().default("support@procuros.app"),
    /** Where uploaded files go: "local" (DATA_DIR/uploads, default) or "s3" (any S3-compatible service). */
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    /** S3 endpoint, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). Unset: AWS. */
    S3_ENDPOINT: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Path-style addressing (bucket in the path), needed by MinIO and most S3-compatible servers. */
    S3_FORCE_PATH_STYLE: flag,
    /**
     * An OpenAI-compatible endpoint (POST {LLM_BASE_URL}/chat/completions) that may rewrite a draft's section in
     * plain language or expand it. Unset: no language model; every draft works without one. Even when set,
     * nothing is sent until an org admin switches it on in settings. Loopback is allowed here (server env only).
     */
    LLM_BASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^https?:\/\/[^\s]+$/, "must be an http:// or https:// URL")
        .optional(),
    ),
    /** The model name sent with each request, e.g. gpt-4o-mini. */
    LLM_MODEL: optionalText,
    /** Sent as "Authorization: Bearer …" when set. */
    LLM_API_KEY: optionalText,
    /** Lets webhook URLs use plain http:// (private addresses stay blocked). For tests only. */
    ALLOW_HTTP_WEBHOOKS: flag,
    /** Lets the email webhook call a receiver written exactly as http://127.0.0.1:{port} (other loopback spellings stay blocked). For tests only. */
    WEBHOOK_ALLOW_INSECURE_LOOPBACK: flag,
    /**
     * How many reverse proxies in front of the app append to X-Forwarded-For ("1" or "true" for one). Unset
     * or 0: forwarded headers are ignored and the client address is the socket's, so a rotated
     * X-Forwarded-For cannot dodge throttling, and the cross-site check ignores X-Forwarded-Host/Proto.
     */
    TRUST_PROXY: z
      .preprocess(
        (v) => (v === "" || v === undefined || v === "false" ? "0" : v === "true" ? "1" : v),
        z.coerce.number().int().min(0).max(10),
      )
      .default(0),
    /** Enables /test/* pages used by the browser tests (never in production deployments). */
    ENABLE_TEST_ROUTES: flag,
  })
  .superRefine((value, ctx) => {
    if (value.STORAGE_DRIVER === "s3" && !value.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE_DRIVER=s3" });
    }
    if (value.NODE_ENV === "production" && value.DATABASE_URL && !value.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production with DATABASE_URL (all instances must share it)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}
