/** The extracted-document shape both the tool engines and the review engine read. */
export { toAttachedDocument } from "@/lib/tools/attached-document";
