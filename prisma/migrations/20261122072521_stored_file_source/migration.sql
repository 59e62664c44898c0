-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "source" "FrameworkSource";
