import { describe, expect, it } from "vitest";
import { extractDocument, ExtractionError } from "@/lib/documents";
import {
  makeDocx,
  makeDocxWithHeadings,
  makeLyingZip,
  makePdf,
  makePptx,
  makeXlsx,
  makeZipBomb,
} from "@/tests/support/documents";
import { makeZip } from "@/tests/support/zip";
import { makeReportDocx } from "@/tests/support/evaluation-reports";

const encode = (text: string) => new TextEncoder().encode(text);

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe("extractDocument: PDF", () => {
  it("returns one unit per page with the page's text", async () => {
    const pdf = await makePdf([
      "Scope of the framework agreement.",
      "",
      "Evaluation criteria: lowest evaluated cost.",
    ]);
    const result = await extractDocument(pdf, "pdf");
    expect(result.pageCount).toBe(3);
    expect(result.truncated).toBe(false);
    expect(result.units.map((unit) => [unit.kind, unit.index])).toEqual([
      ["page", 1],
      ["page", 2],
      ["page", 3],
    ]);
    expect(result.units[0]!.text).toBe("Scope of the framework agreement.");
    expect(result.units[1]!.text).toBe("");
    expect(result.units[2]!.text).toContain("lowest evaluated cost");
  });

  it("keeps wrapped lines of a long page", async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Clause ${i} applies to all bidders.`).join(" ");
    const [page] = (await extractDocument(await makePdf([long]), ".PDF")).units;
    expect(page!.text.replace(/\s+/g, " ")).toContain("Clause 59 applies to all bidders.");
  });

  it("refuses a malformed PDF with a clean error", async () => {
    for (const bytes of [
      encode("%PDF-1.7\n1 0 obj <<>> garbage"),
      encode("MZ\u0090 not a pdf at all"),
      (await makePdf(["x"])).subarray(0, 200),
    ]) {
      const error = await failure(extractDocument(bytes, "pdf"));
      expect(error.code).toBe("malformed");
      expect(error.reason).toMatch(/PDF could not be read/);
    }
  });

  it("refuses a PDF with more pages than the limit before reading them", async () => {
    const pdf = await makePdf(Array.from({ length: 2_001 }, () => ""));
    const error = await failure(extractDocument(pdf, "pdf"));
    expect(error).toMatchObject({
      code: "too_many_units",
      reason: "The document has 2001 pages; the limit is 2000.",
    });
  });

  it("cuts the text at the character limit and says so", async () => {
    const pdf = await makePdf(["a".repeat(50) + " first page", "second page text", "third page text"]);
    const result = await extractDocument(pdf, "pdf", { limits: { maxChars: 70 } });
    expect(result.truncated).toBe(true);
    expect(result.units.reduce((sum, unit) => sum + unit.text.length, 0)).toBe(70);
    expect(result.units).toHaveLength(2);
  });

  it("keeps the event loop responsive while reading a long PDF", async () => {
    const pdf = await makePdf(Array.from({ length: 200 }, (_, i) => `Page ${i} `.repeat(150)));
    let last = performance.now();
    let worstGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    try {
      expect((await extractDocument(pdf, "pdf")).units).toHaveLength(200);
    } finally {
      clearInterval(timer);
    }
    expect(worstGap).toBeLessThan(1_000);
  });

  it("fails with a timeout when the document takes longer than the budget", async () => {
    const pdf = await makePdf(Array.from({ length: 200 }, (_, i) => `Page ${i} `.repeat(100)));
    const error = await failure(extractDocument(pdf, "pdf", { limits: { timeoutMs: 20 } }));
    expect(error).toMatchObject({ code: "timeout" });
  });
});

describe("extractDocument: DOCX", () => {
  it("splits pages on explicit page breaks", async () => {
    const docx = await makeDocx([
      "Introduction to the procurement plan.",
      "Eligibility of bidders.\n\nNationality rules.",
      "Annex: forms.",
    ]);
    const result = await extractDocument(docx, "docx");
    expect(result.pageCount).toBe(3);
    expect(result.units.map((unit) => unit.kind)).toEqual(["page", "page", "page"]);
    expect(result.units[1]!.text).toBe("Eligibility of bidders.\n\nNationality rules.");
    expect(result.units[2]!.text).toBe("Annex: forms.");
  });

  // Before: each cell was a paragraph and an empty cell left no trace, so "Yes | (empty) | No" read as
  // "Yes | No" and a checklist's "No" moved under the wrong bidder.
  it("keeps a Word table's rows whole, empty and merged cells in their columns", async () => {
    const docx = await makeReportDocx([
      [
        "Table 2: Preliminary evaluation",
        [
          [
            { text: "No.", rowSpan: 2 },
            { text: "Requirement", rowSpan: 2 },
            { text: "Tenderers", columnSpan: 3 },
          ],
          ["Lurambi", "Malava", "Ikolomani"],
          ["8", "Valid NEMA licence", "✓", "", "X"],
          ["", "Remarks", "Responsive", "Responsive", "Non-Responsive"],
        ],
      ],
    ]);
    const text = (await extractDocument(docx, "docx")).units[0]!.text;
    expect(text.split("\n\n")).toEqual([
      "Table 2: Preliminary evaluation",
      "No.\tRequirement\tTenderers",
      "\t\tLurambi\tMalava\tIkolomani",
      "8\tValid NEMA licence\t✓\t\tX",
      "\tRemarks\tResponsive\tResponsive\tNon-Responsive",
    ]);
  });

  it("without page breaks, makes one section per heading, labelled", async () => {
    const docx = await makeDocxWithHeadings([
      { heading: "Purpose", text: "This guideline sets out the rules." },
      { heading: "Bid Securities", text: "A bid security may be required." },
    ]);
    const result = await extractDocument(docx, "docx");
    expect(result.pageCount).toBeUndefined();
    expect(result.units).toEqual([
      { kind: "section", index: 1, label: "Purpose", text: "Purpose\n\nThis guideline sets out the rules." },
      {
        kind: "section",
        index: 2,
        label: "Bid Securities",
        text: "Bid Securities\n\nA bid security may be required.",
      },
    ]);
  });

  it("rejects a zip bomb before the Word parser sees it", async () => {
    const error = await failure(extractDocument(makeZipBomb(), "docx"));
    expect(error.code).toBe("zip_rejected");
    expect(error.reason).toMatch(/zip bomb/);
  });

  it("rejects an archive whose entry inflates past its declared size", async () => {
    expect(await failure(extractDocument(makeLyingZip(), "docx"))).toMatchObject({ code: "zip_rejected" });
  });

  it("enforces the time budget even inside one long parser step (hard timeout)", async () => {
    const docx = await makeDocx(Array.from({ length: 50 }, (_, i) => `Page ${i} text `.repeat(100)));
    expect(await failure(extractDocument(docx, "docx", { limits: { timeoutMs: 5 } }))).toMatchObject({
      code: "timeout",
    });
  });

  it("refuses HTML renamed .docx and a zip that is not a Word document", async () => {
    expect((await failure(extractDocument(encode("<html><body>hi</body></html>"), "docx"))).code).toBe(
      "zip_rejected",
    );
    expect(
      (await failure(extractDocument(makeZip([{ name: "readme.txt", data: "hello" }]), "docx"))).code,
    ).toBe("malformed");
  });
});

describe("extractDocument: XLSX", () => {
  it("returns one unit per sheet with rows as tab-separated cells and formula results", async () => {
    const xlsx = await makeXlsx({
      Prices: [
        ["Item", "Qty", "Total"],
        ["Laptops", 20, { formula: "B2*950", result: 19000 }],
      ],
      "Evaluation Grid": [
        ["Criterion", "Weight"],
        ["Technical", "70%"],
      ],
    });
    const result = await extractDocument(xlsx, "xlsx");
    expect(result.units).toEqual([
      { kind: "sheet", index: 1, label: "Prices", text: "Item\tQty\tTotal\nLaptops\t20\t19000" },
      { kind: "sheet", index: 2, label: "Evaluation Grid", text: "Criterion\tWeight\nTechnical\t70%" },
    ]);
    expect(result.units[0]!.text).not.toContain("B2*950");
  });

  it("refuses more sheets than the unit limit", async () => {
    const xlsx = await makeXlsx({ A: [["1"]], B: [["2"]], C: [["3"]] });
    expect(await failure(extractDocument(xlsx, "xlsx", { limits: { maxUnits: 2 } }))).toMatchObject({
      code: "too_many_units",
    });
  });
});

describe("extractDocument: damaged Office files", () => {
  it("refuses truncated DOCX, XLSX and PPTX archives cleanly", async () => {
    const files = {
      docx: await makeDocx(["a"]),
      xlsx: await makeXlsx({ S: [["a"]] }),
      pptx: makePptx(["a"]),
    };
    for (const [ext, bytes] of Object.entries(files)) {
      expect(
        (await failure(extractDocument(bytes.subarray(0, Math.floor(bytes.length / 2)), ext))).code,
      ).toBe("zip_rejected");
    }
  });

  it("refuses a PPTX without slides", async () => {
    expect(
      (await failure(extractDocument(makeZip([{ name: "[Content_Types].xml", data: "<Types/>" }]), "pptx")))
        .code,
    ).toBe("malformed");
  });
});

describe("extractDocument: PPTX", () => {
  it("reads slides in presentation order with their titles as labels", async () => {
    const slides = [
      "Procurement Methods\nOpen tender\nRestricted tender",
      "Thresholds & <Limits>\nGoods: 100,000 & above",
      "Summary",
    ];
    const result = await extractDocument(makePptx(slides, { reverseFiles: true }), "pptx");
    expect(result.units.map((unit) => [unit.index, unit.label])).toEqual([
      [1, "Procurement Methods"],
      [2, "Thresholds & <Limits>"],
      [3, "Summary"],
    ]);
    expect(result.units[0]!.text).toBe("Procurement Methods\nOpen tender\nRestricted tender");
    expect(result.units[1]!.text).toContain("Goods: 100,000 & above");
  });
});

describe("extractDocument: HTML, TXT, CSV", () => {
  it("drops scripts, styles and comments, decodes entities, and splits sections at h1/h2", async () => {
    const html = `<!DOCTYPE html><html><head><title>Guide</title><style>p{color:red}</style><script>alert("x<y")</script></head>
      <body><p>Intro&nbsp;text &amp; more</p><!-- hidden --><h2>Bid &#8220;Security&#x201D;</h2><p>Amount:<br>2%</p>
      <table><tr><td>A</td><td>B</td></tr></table></body></html>`;
    const result = await extractDocument(encode(html), "html");
    expect(result.units).toEqual([
      { kind: "section", index: 1, text: "Guide\n\nIntro text & more" },
      { kind: "section", index: 2, label: "Bid “Security”", text: "Bid “Security”\n\nAmount:\n2%\n\nA\tB" },
    ]);
  });

  it("stays linear on hostile HTML", async () => {
    const hostile = "<a ".repeat(200_000) + "<script>".repeat(50_000) + " ".repeat(500_000);
    const started = performance.now();
    await extractDocument(encode(hostile), "html");
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("reads text and CSV as UTF-8 with the BOM stripped", async () => {
    const csv = new Uint8Array([0xef, 0xbb, 0xbf, ...encode("name,amount\r\nÉcole,12\r\n")]);
    expect((await extractDocument(csv, "csv")).units).toEqual([
      { kind: "section", index: 1, text: "name,amount\nÉcole,12" },
    ]);
    const txt = encode("Line one\u0000 with NUL\n\n\n\nLine two");
    expect((await extractDocument(txt, "txt")).units[0]!.text).toBe("Line one with NUL\n\nLine two");
  });

  it("refuses empty files and unsupported extensions", async () => {
    expect((await failure(extractDocument(new Uint8Array(), "txt"))).code).toBe("empty");
    expect((await failure(extractDocument(encode("x"), "exe"))).code).toBe("unsupported");
  });
});
