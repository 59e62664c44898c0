import { z } from "zod";

/** GET /api/v1/audit-trail/public-key: which key (the one signing now when left out) and in which form. */
export const publicKeyQuerySchema = z.object({
  keyId: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, "validation.keyId")
    .optional()
    .describe("The signature.keyId of an archive's manifest.json (64 hex digits)"),
  format: z
    .enum(["json", "pem"])
    .default("json")
    .describe("json (default), or pem: the key alone, for openssl -inkey"),
});

export type PublicKeyQuery = z.infer<typeof publicKeyQuerySchema>;
