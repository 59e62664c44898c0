-- Extracted text per stored content (sha256): parsed once, reused by runs, the knowledge index and reviews.
CREATE TABLE "ExtractedText" (
    "sha256" TEXT NOT NULL,
    "extension" TEXT NOT NULL,
    "units" JSONB NOT NULL,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "pageCount" INTEGER,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExtractedText_pkey" PRIMARY KEY ("sha256")
);

CREATE INDEX "ExtractedText_createdAt_idx" ON "ExtractedText"("createdAt");
