-- Market price intelligence (issue 18): unit rates read from the priced schedules and price lists attached to
-- an org's runs, kept after the attachments expire, so later benchmarks use the org's own price history.
CREATE TABLE "PriceObservation" (
  "id" TEXT NOT NULL,
  "orgId" TEXT NOT NULL,
  "description" TEXT NOT NULL,
  "unit" TEXT NOT NULL,
  "unitRate" DOUBLE PRECISION NOT NULL,
  "currency" TEXT NOT NULL,
  "sourceFile" TEXT NOT NULL,
  "sourceLocation" TEXT NOT NULL,
  "fileSha256" TEXT NOT NULL,
  "runId" TEXT,
  "toolId" TEXT NOT NULL,
  "observedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "PriceObservation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "PriceObservation_orgId_observedAt_idx" ON "PriceObservation"("orgId", "observedAt");
CREATE INDEX "PriceObservation_orgId_fileSha256_idx" ON "PriceObservation"("orgId", "fileSha256");
