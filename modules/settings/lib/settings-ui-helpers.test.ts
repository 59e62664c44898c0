import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod, firstFieldMessages, leafField, topField } from "@/lib/api/field-errors";
import { apiFailure, isRetryable, retryDelayMs, withoutField } from "@/lib/api/result";
import { COUNTRIES } from "@/lib/locale/countries";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { previewUrl, shareableUrl } from "@/modules/settings/lib/library-actions";
import { filterOptions, foldText } from "@/lib/text/option-search";
import { clearFinished, screenFiles, startUploads, updateUpload } from "@/lib/files/upload-queue";

const file = (title: string, contentType?: string): LibraryRef => ({
  id: "r1",
  source: "country",
  kind: "file",
  title,
  url: "/api/settings/guidelines/r1/file",
  tags: [],
  notes: "",
  uploadedAt: "2025-01-01T00:00:00Z",
  contentType,
});

describe("upload queue", () => {
  it("refuses unsupported and too large files with the spec's messages", () => {
    const { accepted, rejected } = screenFiles([
      { name: "rules.pdf", size: 1000 },
      { name: "virus.exe", size: 10 },
      { name: "huge.docx", size: 26 * 1024 * 1024 },
    ]);
    expect(accepted.map((item) => item.name)).toEqual(["rules.pdf"]);
    expect(rejected).toEqual([
      "File virus.exe has unsupported format. Allowed: .pdf, .docx, .xlsx, .pptx, .html, .txt, .csv",
      "File huge.docx is too large. Maximum size is 25MB.",
    ]);
  });

  it("starts rows uploading at 0, updates one, and clears finished rows only", () => {
    let items = startUploads(
      [],
      [
        { id: "a", name: "a.pdf" },
        { id: "b", name: "b.pdf" },
        { id: "c", name: "c.pdf" },
      ],
    );
    expect(items.every((item) => item.status === "uploading" && item.progress === 0)).toBe(true);
    items = updateUpload(items, "a", { status: "success", progress: 100 });
    items = updateUpload(items, "b", { status: "error" });
    expect(clearFinished(items).map((item) => item.id)).toEqual(["c"]);
  });
});

describe("option search", () => {
  it("matches names without case or accents, and codes exactly", () => {
    expect(foldText(" Côte d’Ivoire ")).toBe("cote d’ivoire");
    expect(filterOptions(COUNTRIES, "cote").map((c) => c.code)).toContain("CI");
    expect(filterOptions(COUNTRIES, "ke").some((c) => c.code === "KE")).toBe(true);
    expect(filterOptions(COUNTRIES, "")).toHaveLength(COUNTRIES.length);
  });

  it("keeps the selected option in the list", () => {
    expect(filterOptions(COUNTRIES, "zzz", "UG").map((c) => c.code)).toEqual(["UG"]);
  });
});

describe("API results", () => {
  it("reads the error body and field keys by their last path segment", () => {
    const failure = apiFailure(400, {
      ok: false,
      error: {
        code: "validation_error",
        message: "Check the fields.",
        fields: { "frameworkSettings.0.country_code": ["validation.selectCountry"] },
      },
    });
    expect(failure).toEqual({
      ok: false,
      status: 400,
      message: "Check the fields.",
      fields: { "frameworkSettings.0.country_code": ["validation.selectCountry"] },
    });
    expect(firstFieldMessages(failure.fields, leafField)).toEqual({
      country_code: "validation.selectCountry",
    });
    expect(apiFailure(500, "<html>")).toEqual({ ok: false, status: 500, message: null, fields: {} });
    expect(apiFailure(502, null, "Bad Gateway")).toMatchObject({ status: 502, statusText: "Bad Gateway" });
  });

  it("takes the first zod message per field", () => {
    const issues = [
      { path: ["url"], message: "validation.urlRequired" },
      { path: ["url"], message: "validation.validUrl" },
      { path: ["title"], message: "validation.titleRequired" },
    ];
    expect(firstFieldMessages(fieldErrorsFromZod(issues), topField)).toEqual({
      url: "validation.urlRequired",
      title: "validation.titleRequired",
    });
    expect(withoutField({ url: "a", title: "b" }, "url")).toEqual({ title: "b" });
  });

  it("retries network and server errors 3 times with a doubling wait capped at 30 s", () => {
    expect([0, 1, 2, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 30_000]);
    expect(isRetryable(apiFailure(0, null))).toBe(true);
    expect(isRetryable(apiFailure(503, null))).toBe(true);
    expect(isRetryable(apiFailure(403, null))).toBe(false);
  });
});

describe("library actions", () => {
  it("previews PDF, TXT and CSV files inline and nothing else", () => {
    expect(previewUrl(file("rules.pdf", "application/pdf"))).toBe(
      "/api/settings/guidelines/r1/file?inline=1",
    );
    expect(previewUrl(file("data.csv"))).toBe("/api/settings/guidelines/r1/file?inline=1");
    expect(
      previewUrl(
        file("manual.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      ),
    ).toBeNull();
    expect(previewUrl({ ...file("x"), kind: "link", url: "https://example.org" })).toBeNull();
  });

  it("copies absolute addresses", () => {
    expect(shareableUrl(file("rules.pdf"), "https://app.example.org")).toBe(
      "https://app.example.org/api/settings/guidelines/r1/file",
    );
    expect(
      shareableUrl({ ...file("x"), kind: "link", url: "https://example.org/a" }, "https://app.example.org"),
    ).toBe("https://example.org/a");
  });
});
