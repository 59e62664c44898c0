import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const resolve = {
  alias: {
    "@": root,
    "server-only": path.join(root, "tests/support/empty.ts"),
  },
};

export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON }]]
      : ["default"],
    projects: [
      { resolve, test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"] } },
      {
        resolve,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
          // One database: files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
