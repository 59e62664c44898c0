import { z } from "zod";
import { FRAMEWORK_SOURCES } from "@/lib/frameworks/options";
import { MAX_TAG_LENGTH, MAX_TAGS, normaliseTags } from "@/modules/settings/lib/tags";
import { isHttpUrl } from "./framework";

// Messages are keys of messages/en/common.json "validation.*".
const singleLine = (max: number) =>
  z
    .string("validation.text")
    .regex(/^[^\r\n]*$/, "validation.singleLine")
    .trim()
    .max(max, "validation.tooLong");

const tagsField = z
  .array(
    z
      .string()
      .regex(/^[^\r\n]*$/, "validation.tag")
      .max(MAX_TAG_LENGTH, "validation.tag"),
  )
  .transform((tags) => normaliseTags(tags))
  .refine((tags) => tags.length <= MAX_TAGS, "validation.maxTags");

const urlField = z
  .string("validation.urlRequired")
  .trim()
  .min(1, "validation.urlRequired")
  .max(2000, "validation.tooLong")
  .refine(isHttpUrl, "validation.validUrl");

/** Add Link: title and URL required; tags and notes optional. */
export const addLinkSchema = z.object({
  orgId: z.string().optional(),
  source: z.enum(FRAMEWORK_SOURCES, "validation.frameworkSource"),
  title: singleLine(300).min(1, "validation.titleRequired"),
  url: urlField,
  tags: tagsField.default([]),
  notes: z.string().trim().max(5000, "validation.tooLong").default(""),
});

/** Inline edit of a link or file: the fields given change. A file's URL cannot be edited. */
export const editReferenceSchema = z.object({
  title: singleLine(300).min(1, "validation.titleRequired").optional(),
  url: urlField.optional(),
  tags: tagsField.optional(),
  notes: z.string().trim().max(5000, "validation.tooLong").optional(),
});

/** POST /api/settings/presign: source, filename, contentType and the declared size, which the policy enforces. */
export const presignSchema = z.object({
  orgId: z.string().optional(),
  source: z.enum(FRAMEWORK_SOURCES, "validation.frameworkSource"),
  filename: singleLine(255).min(1, "validation.fileName"),
  contentType: z.string().trim().max(200).optional(),
  // The browser's size; the policy then holds the upload to 1 byte..25 MB whatever this said.
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** POST /api/settings/uploads/{fileId}/complete: the reference's details (title defaults to the file name). */
export const completeUploadSchema = z.object({
  orgId: z.string().optional(),
  title: singleLine(300).optional(),
  tags: tagsField.default([]),
  notes: z.string().trim().max(5000, "validation.tooLong").default(""),
});

export const sourceQuerySchema = z.object({
  orgId: z.string().optional(),
  source: z.enum(FRAMEWORK_SOURCES, "validation.frameworkSource"),
});
