-- The Ed25519 keys that sign audit-trail archives' manifests (modules/integrity/server/audit-signing-key.ts): the
-- newest generated key the server can open signs (unless AUDIT_SIGNING_KEY is set); every key that signed stays,
-- so archives signed before a change of key can still be checked against GET /api/v1/audit-trail/public-key.
CREATE TABLE "AuditSigningKey" (
    "id" TEXT NOT NULL,
    "publicKeyPem" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "privateKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditSigningKey_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AuditSigningKey_source_createdAt_idx" ON "AuditSigningKey"("source", "createdAt");
