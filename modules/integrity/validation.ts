import { z } from "zod";
import { API_SCOPES } from "@/modules/integrity/lib/scopes";

/** POST /api/settings/api-tokens: a name to recognise the token by, and what it may do. */
export const createApiTokenSchema = z.strictObject({
  name: z.string().trim().min(1, "validation.text").max(80, "validation.tooLong"),
  scopes: z.array(z.enum(API_SCOPES, "validation.choice")).min(1, "validation.choice").max(API_SCOPES.length),
});
