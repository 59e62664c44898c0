import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorText, textsTranslator, type MessageTranslator } from "@/components/shared/use-field-error";
import {
  fieldErrorsFromZod,
  fieldMessage,
  fieldsUnder,
  firstFieldMessages,
  leafField,
  mergeFieldErrors,
  parseFieldMessage,
  topField,
} from "@/lib/api/field-errors";
import { groupProblemMessage, groupProblemText, validateGroup } from "@/lib/files/file-groups";
import { MIN_EXTERNAL_DRAFT_CHARS, reviewModule } from "@/lib/catalogue/review-services";
import { reviewProblems } from "@/modules/review/validation";
import common from "@/messages/en/common.json";

const t = createTranslator({ locale: "en", messages: { common }, namespace: "common" });
const translate = t as unknown as { has: (key: string) => boolean } & ((
  key: string,
  params: Record<string, string>,
) => string);
const english: MessageTranslator = {
  has: (key) => translate.has(key),
  format: (key, params) => translate(key, params),
};
const text = (message: string) => fieldErrorText(message, english);

describe("field errors from zod", () => {
  const schema = z.object({
    name: z.string().min(1, "validation.nameRequired"),
    period: z.object({ to: z.string("validation.date") }),
    tags: z.array(z.string().max(2, "validation.tag")),
  });

  it("keys every message by its dotted path, under an optional prefix", () => {
    const result = schema.safeParse({ name: "", period: {}, tags: ["ok", "long"] });
    expect(fieldErrorsFromZod(result.error!)).toEqual({
      name: ["validation.nameRequired"],
      "period.to": ["validation.date"],
      "tags.1": ["validation.tag"],
    });
    expect(fieldErrorsFromZod(result.error!.issues, "inputs.")).toMatchObject({
      "inputs.name": ["validation.nameRequired"],
    });
    expect(fieldErrorsFromZod(z.string("validation.text").safeParse(1).error!)).toEqual({
      _: ["validation.text"],
    });
  });

  it("merges maps in order and takes the first message per form field", () => {
    const merged = mergeFieldErrors({ a: ["first"] }, { a: ["second"], "b.c": ["x"] }, { d: [] });
    expect(merged).toEqual({ a: ["first", "second"], "b.c": ["x"] });
    expect(firstFieldMessages(merged)).toEqual({ a: "first", "b.c": "x" });
    expect(firstFieldMessages(merged, topField)).toEqual({ a: "first", b: "x" });
    expect(firstFieldMessages(merged, leafField)).toEqual({ a: "first", c: "x" });
    expect(fieldsUnder({ "inputs.amount": ["k"], other: ["j"] }, "inputs.")).toEqual({ amount: ["k"] });
  });

  it("carries values after the key, surviving any file name", () => {
    const message = fieldMessage("validation.fileExceedsSize", { file: "R&D = 50%? report.pdf", max: 25 });
    expect(parseFieldMessage(message)).toEqual({
      key: "validation.fileExceedsSize",
      params: { file: "R&D = 50%? report.pdf", max: "25" },
    });
    expect(fieldMessage("validation.fieldRequired")).toBe("validation.fieldRequired");
    expect(parseFieldMessage("validation.fieldRequired")).toEqual({
      key: "validation.fieldRequired",
      params: {},
    });
  });
});

describe("field error text", () => {
  it("translates keys with their values and shows anything else as it is", () => {
    expect(text("validation.fieldRequired")).toBe("This field is required.");
    expect(fieldErrorText(["validation.email", "validation.tooLong"], english)).toBe(
      "Valid email is required.",
    );
    expect(text("A sentence the form made.")).toBe("A sentence the form made.");
    expect(fieldErrorText(undefined, english)).toBeUndefined();
  });

  it("fills values from a form's own texts the same way", () => {
    const texts = textsTranslator({ "validation.attachmentEmpty": "File {name} is empty." });
    expect(fieldErrorText(fieldMessage("validation.attachmentEmpty", { name: "a.pdf" }), texts)).toBe(
      "File a.pdf is empty.",
    );
  });

  it("shows attachment-group problems in exactly the spec's English", () => {
    const refs = { required: true, accept: [".pdf"], maxFiles: 1, maxFileSizeMB: 25 };
    const files = [
      { name: "a.pdf", size: 1 },
      { name: "huge {x}.pdf", size: 26 * 1024 * 1024 },
      { name: "virus.EXE", size: 1 },
    ];
    for (const problems of [validateGroup(refs, []), validateGroup(refs, files)]) {
      expect(problems.map((problem) => text(groupProblemMessage(problem)))).toEqual(
        problems.map(groupProblemText),
      );
    }
    expect(text("validation.filesRequired")).toBe("At least one file is required.");
  });

  it("review problems are keys whose text stays the spec's", () => {
    const memo = reviewModule("internal-approval-memo")!;
    const problems = reviewProblems(memo, {
      activity: { id: "", procurement_category: "", procurement_method: "" } as never,
      moduleInputs: {},
      attachments: {},
      memo_external_draft: { text: "short", use_as_baseline: false, mode: "text", files: [] },
    });
    expect(problems["memo_external_draft.text"]).toEqual([
      fieldMessage("validation.draftTooShort", { min: MIN_EXTERNAL_DRAFT_CHARS }),
    ]);
    for (const messages of Object.values(problems))
      for (const message of messages) expect(message).toMatch(/^validation\.\w+(\?|$)/);
    expect(text(fieldMessage("validation.draftTooShort", { min: MIN_EXTERNAL_DRAFT_CHARS }))).toBe(
      `The pasted draft must be at least ${MIN_EXTERNAL_DRAFT_CHARS} characters.`,
    );
  });
});
