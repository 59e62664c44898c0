-- An org's switch for the optional drafting language model (modules/tools/server/llm.ts). Off by default.
ALTER TABLE "Org" ADD COLUMN "languageModel" BOOLEAN NOT NULL DEFAULT false;
