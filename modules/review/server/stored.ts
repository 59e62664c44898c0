import "server-only";
import { parseStored } from "@/lib/server/stored-json";
import { storedReviewRequestSchema, type StoredReviewRequest } from "@/modules/review/lib/stored";

/** ReviewRun.request and ReviewRequest.request, parsed (a broken one is logged and answers 422). */
export const parseStoredReviewRequest = (
  value: unknown,
  where: { record: "review run" | "review request"; id: string },
): StoredReviewRequest => parseStored(storedReviewRequestSchema, value, { ...where, column: "request" });
