import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", "lib/server/generated/**", ".data*/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
  {
    // One typed env module reads process.env (CONVENTIONS 4).
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Import env from @/lib/server/env instead." }],
    },
  },
  {
    files: ["lib/server/env.ts", "instrumentation.ts", "scripts/**", "tests/**", "playwright.config.ts", "vitest.config.ts", "prisma.config.ts"],
    rules: { "no-restricted-properties": "off" },
  },
]);
