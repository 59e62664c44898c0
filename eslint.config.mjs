import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Layers, lowest first: lib (pure shared code) < lib/server (server infrastructure) < components/ui and
 * components/shared < modules/<feature> (lib, validation, api-docs < server and components) < components/layout,
 * components/errors (the shell) < app. A file imports only from its own layer or lower ones; cycles between
 * folders are checked by scripts/arch/check-imports.mjs.
 */
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const ABOVE_LIB = {
  group: ["@/modules/*", "@/components/*", "@/app/*"],
  message: "lib/ is the lowest layer: it imports nothing from features, UI or routes.",
};
const SERVER = {
  group: ["@/lib/server/*", "server-only", "@/modules/*/server", "@/modules/*/server/*"],
  message: "Server-only code: not from pure or client code.",
};
const FRAMEWORK = {
  group: ["next", "next/*", "react", "react-dom", "next-intl", "next-intl/*", "next-auth", "next-auth/*"],
  message: "Pure domain code imports no Next or React.",
};
const UI_OF_FEATURES = {
  group: ["@/modules/*/components", "@/modules/*/components/*", "@/components/*"],
  message: "Server and domain code import no UI.",
};
const ROUTES = {
  group: ["@/app/*"],
  message: "Nothing imports a route; move the shared code to lib/ or the feature.",
};
const SHELL = {
  group: ["@/components/layout/*", "@/components/errors/*"],
  message: "The shell composes features, not the other way round.",
};

const layerRules = [
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/server/**"],
    rules: restrict([ABOVE_LIB, SERVER, FRAMEWORK]),
  },
  {
    files: ["lib/server/**/*.{ts,tsx}"],
    rules: restrict([
      ABOVE_LIB,
      {
        group: ["react", "react-dom"],
        allowImportNames: ["cache"],
        message: "Server infrastructure renders nothing (React's request cache aside).",
      },
    ]),
  },
  {
    files: ["components/ui/**/*.{ts,tsx}", "components/shared/**/*.{ts,tsx}"],
    rules: restrict([
      { group: ["@/modules/*"], message: "Shared UI knows no feature." },
      SERVER,
      ROUTES,
      SHELL,
    ]),
  },
  {
    files: [
      "modules/*/lib/**/*.{ts,tsx}",
      "modules/*/validation.ts",
      "modules/*/validation/**/*.ts",
      "modules/*/api-docs.ts",
    ],
    rules: restrict([SERVER, FRAMEWORK, UI_OF_FEATURES, ROUTES, SHELL]),
  },
  {
    // A feature's pure entry point (modules/<f>/index.ts) re-exports no server code and no UI: client components
    // import it.
    files: ["modules/*/index.ts"],
    rules: restrict([
      SERVER,
      FRAMEWORK,
      UI_OF_FEATURES,
      {
        group: ["./server", "./server/*", "./components", "./components/*"],
        message: "Pure code only here.",
      },
    ]),
  },
  {
    files: ["modules/*/server/**/*.{ts,tsx}"],
    rules: restrict([
      UI_OF_FEATURES,
      ROUTES,
      SHELL,
      { group: ["react", "react-dom"], message: "Server code renders nothing." },
    ]),
  },
  { files: ["modules/*/components/**/*.{ts,tsx}"], rules: restrict([ROUTES, SHELL]) },
  {
    files: ["components/layout/**/*.{ts,tsx}", "components/errors/**/*.{ts,tsx}"],
    rules: restrict([ROUTES]),
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "lib/server/generated/**",
    ".workers/**",
    ".data*/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    // One typed env module reads process.env (CONVENTIONS 4).
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Import env from @/lib/server/env instead." },
      ],
    },
  },
  {
    files: [
      "lib/server/env.ts",
      "instrumentation.ts",
      "scripts/**",
      "tests/**",
      "playwright.config.ts",
      "vitest.config.ts",
      "prisma.config.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  ...layerRules,
  {
    // Tests beside the code they test may reach any layer (a handler's test signs a user up) and read the env.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off", "no-restricted-properties": "off" },
  },
]);
