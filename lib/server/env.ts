import "server-only";
import { parseEnv } from "@/lib/env-schema";

/** The one place that reads process.env; everything else imports `env`. */
export const env = parseEnv(process.env);
export type { Env } from "@/lib/env-schema";

// next-auth v4 builds its callback and sign-out URLs from NEXTAUTH_URL; derive it from APP_URL.
process.env.NEXTAUTH_URL ??= env.APP_URL;
