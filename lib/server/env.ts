import "server-only";
import { parseEnv } from "@/lib/env-schema";

/** The one place that reads process.env; everything else imports `env`. */
export const env = parseEnv(process.env);
export type { Env } from "@/lib/env-schema";
