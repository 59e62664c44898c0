-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "channel" TEXT,
ADD COLUMN     "dryRun" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "userId" TEXT;
