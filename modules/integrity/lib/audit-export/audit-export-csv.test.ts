import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { auditCategory, neutraliseFormula, toCsv } from "@/modules/integrity/lib/audit-export";

describe("toCsv (RFC 4180)", () => {
  it("writes a header row and CRLF line ends, quoting only when needed", () => {
    expect(toCsv(["a", "b"], [["x", 1]])).toBe("a,b\r\nx,1\r\n");
    expect(toCsv(["a"], [])).toBe("a\r\n");
  });

  it("quotes commas, quotes, CR and LF, doubling quotes, and reads back to the same values", () => {
    const values = ['He said "no"', "one, two", "line 1\nline 2", "cr\rhere", "crlf\r\nend", "plain"];
    const csv = toCsv(
      ["v"],
      values.map((v) => [v]),
    );
    expect(csv).toContain('"He said ""no"""');
    expect(csv).toContain('"one, two"');
    expect(csv).toContain('"line 1\nline 2"');
    const parsed = parse(csv, { relax_column_count: false }) as string[][];
    expect(parsed.slice(1).map((row) => row[0])).toEqual(values);
  });

  it("writes null as an empty field and non-finite numbers as empty", () => {
    expect(toCsv(["a", "b", "c"], [[null, Number.NaN, 0]])).toBe("a,b,c\r\n,,0\r\n");
  });

  it("neutralises formula injection: =, +, -, @, tab and CR get a leading apostrophe", () => {
    const hostile = ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];
    const parsed = parse(
      toCsv(
        ["v"],
        hostile.map((v) => [v]),
      ),
    ) as string[][];
    expect(parsed.slice(1).map((row) => row[0])).toEqual(hostile.map((v) => `'${v}`));
    // A formula character later in the text is harmless and left alone.
    expect(neutraliseFormula("a=b")).toBe("a=b");
    expect(neutraliseFormula(" =1")).toBe(" =1");
  });

  it("leaves numbers as numbers (a negative score is not a formula)", () => {
    expect(toCsv(["score"], [[-3], [2.5]])).toBe("score\r\n-3\r\n2.5\r\n");
  });

  it("quotes a neutralised cell that also needs quoting", () => {
    expect(toCsv(["v"], [['=cmd|"/c calc"!A0, x']])).toBe('v\r\n"\'=cmd|""/c calc""!A0, x"\r\n');
  });
});

describe("auditCategory", () => {
  it.each([
    ["auth.sign_in", "Sign-in"],
    ["auth.sign_in_failed", "Sign-in"],
    ["settings.language_model", "Settings change"],
    ["framework.save", "Settings change"],
    ["guideline.upload", "Upload"],
    ["attachment.add", "Upload"],
    ["tool.run", "Run"],
    ["run.export", "Run"],
    ["review.submit", "Review"],
    ["queue.assign", "Queue step"],
    ["review_request.assign", "Queue step"],
    ["email.sent", "Email"],
    ["api.call", "API token use"],
    ["token.create", "API token use"],
    ["guideline.delete", "Other"],
    ["user.password_change", "Other"],
    ["", "Other"],
  ])("%s is %s", (action, category) => {
    expect(auditCategory(action)).toBe(category);
  });
});
