-- An org's own OpenAI-compatible endpoint for the drafting language model (settings). The key is sealed with
-- AES-256-GCM under a key derived from AUTH_SECRET (lib/server/auth/sealed-secret.ts), never stored in clear.
ALTER TABLE "Org" ADD COLUMN "languageModelUrl" TEXT;
ALTER TABLE "Org" ADD COLUMN "languageModelName" TEXT;
ALTER TABLE "Org" ADD COLUMN "languageModelKey" TEXT;
