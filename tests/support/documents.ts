// Builders of real test documents (PDF, DOCX, XLSX, PPTX), hostile archives, and an in-memory storage
// driver. Shared by unit tests, integration tests and the extraction benchmark.
import { deflateSync } from "node:zlib";
import ExcelJS from "exceljs";
import { Document, HeadingLevel, Packer, PageBreak, Paragraph, TextRun } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { newSealedKey } from "@/lib/server/storage/sealed-keys";
import type { StorageDriver, StoredObjectInfo } from "@/lib/server/storage/types";
import { deflatedZeros, makeZip, type ZipInput } from "./zip";

/** One PDF page per string (Helvetica, wrapped; ASCII text only: standard fonts are WinAnsi). */
export async function makePdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    if (text) page.drawText(text, { x: 40, y: 800, size: 9, font, maxWidth: 515, lineHeight: 11 });
  }
  return pdf.save();
}

/**
 * One page laid out the way Word exports a tender: blank paragraphs written as a single space, a heading
 * with a leading space, a price table whose cells are separate text runs on one baseline (the header's
 * cells a few points apart), and a hyphen at a line end.
 */
export async function makeTenderLayoutPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const text = (value: string, x: number, y: number, size = 11) => page.drawText(value, { x, y, size, font });
  text("SECTION V - PRICE SCHEDULE", 72, 780);
  text(" ", 72, 766);
  text(" ", 72, 752);
  text(" Tender No. NCPB/ICT/LAPTOPS/14/2021-2022", 72, 738);
  text("Item", 72, 700, 12);
  text("Description", 110, 706, 12);
  text("Qty", 300, 700, 12);
  text("Unit", 340, 700, 12);
  text("Unit price", 400, 700, 12);
  for (const [row, cells] of [
    ["1", "Laptop, Core i7, 16 GB", "18", "Pieces", "Kshs. 120,000.00"],
    ["2", "Docking station", "18", "Pieces", "Kshs. 15,500.00"],
  ].entries()) {
    const y = 680 - row * 16;
    [72, 110, 300, 340, 400].forEach((x, column) => text(cells[column]!, x, y));
  }
  text(
    "Tenders shall remain valid for the tender validity period of (120) days. Words in the singular include the",
    72,
    600,
    9,
  );
  text("plural and vice-", 72, 589, 9);
  text("versa.", 72, 578, 9);
  return pdf.save();
}

const paragraphs = (text: string) => text.split(/\n{2,}/);

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `megabytes` MB of "show text" operators:
 * a memory bomb well under 1 MB as a file. Written by hand: pdf-lib would compress the stream itself.
 */
export function makeContentBombPdf(megabytes: number): Uint8Array {
  const operators = Buffer.alloc(megabytes * 1024 * 1024, "BT /F1 12 Tf 72 700 Td (x) Tj ET\n");
  const stream = deflateSync(operators, { level: 9 });
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from("\nendstream"),
    ]),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const parts = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(object),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** A DOCX with an explicit page break (`<w:br w:type="page"/>`) before each page after the first. */
export async function makeDocx(pages: string[]): Promise<Uint8Array> {
  const children = pages.flatMap((page, i) =>
    paragraphs(page).map(
      (text, j) =>
        new Paragraph({ children: [...(i > 0 && j === 0 ? [new PageBreak()] : []), new TextRun(text)] }),
    ),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** A DOCX without page breaks: a Heading 1 paragraph then body paragraphs per section. */
export async function makeDocxWithHeadings(
  sections: { heading: string; text: string }[],
): Promise<Uint8Array> {
  const children = sections.flatMap((section) => [
    new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
    ...paragraphs(section.text).map((text) => new Paragraph({ children: [new TextRun(text)] })),
  ]);
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

export type SheetCell = string | number | { formula: string; result: number | string };

/** Sheets in insertion order; formula cells carry a cached result, as Excel saves them. */
export async function makeXlsx(sheets: Record<string, SheetCell[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const NS = `xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"`;
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function slideXml(text: string): string {
  const [title = "", ...body] = text.split("\n");
  const shape = (placeholder: string, lines: string[]) =>
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${placeholder}</p:nvPr></p:nvSpPr><p:txBody><a:bodyPr/>${lines
      .map((line) => `<a:p><a:r><a:rPr lang="en-US"/><a:t>${xml(line)}</a:t></a:r></a:p>`)
      .join("")}</p:txBody></p:sp>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><p:sld ${NS}><p:cSld><p:spTree>${shape('<p:ph type="title"/>', [title])}${shape('<p:ph idx="1"/>', body)}</p:spTree></p:cSld></p:sld>`;
}

/**
 * A minimal PPTX: one slide per string (first line is the title placeholder, the rest the body). With
 * `reverseFiles`, slide N of the presentation is stored as slide{count-N+1}.xml, as after reordering in
 * PowerPoint, to prove the order comes from presentation.xml.
 */
export function makePptx(slides: string[], options: { reverseFiles?: boolean } = {}): Uint8Array {
  const fileOf = (i: number) => (options.reverseFiles ? slides.length - i : i + 1);
  const entries: ZipInput[] = [
    {
      name: "[Content_Types].xml",
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    },
    {
      name: "ppt/presentation.xml",
      data: `<?xml version="1.0"?><p:presentation ${NS}><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 10}"/>`).join("")}</p:sldIdLst></p:presentation>`,
    },
    {
      name: "ppt/_rels/presentation.xml.rels",
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${slides
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 10}" Type="${REL}/slide" Target="slides/slide${fileOf(i)}.xml"/>`,
        )
        .join("")}</Relationships>`,
    },
    ...slides.map((text, i) => ({
      name: `ppt/slides/slide${fileOf(i)}.xml`,
      data: slideXml(text),
      method: "deflate" as const,
    })),
  ];
  return makeZip(entries);
}

const DOCX_SHELL: ZipInput[] = [
  {
    name: "[Content_Types].xml",
    data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
  },
  {
    name: "word/document.xml",
    data: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>`,
    method: "deflate",
  },
];

/** A docx-shaped archive of ~2 MB whose 20 media entries inflate to 100 MB of zeros each (2 GB in all). */
export function makeZipBomb(): Uint8Array {
  const zeros = deflatedZeros(100 * 1024 * 1024);
  return makeZip([
    ...DOCX_SHELL,
    ...Array.from({ length: 20 }, (_, i) => ({ name: `word/media/image${i + 1}.png`, raw: zeros })),
  ]);
}

/** A docx-shaped archive whose directory declares 1 KB for an entry that really inflates to 50 MB. */
export function makeLyingZip(): Uint8Array {
  return makeZip([
    ...DOCX_SHELL,
    { name: "word/media/image1.png", raw: deflatedZeros(50 * 1024 * 1024), declaredSize: 1024 },
  ]);
}

/** `n` tiny stored entries (ZIP64 end records past 65,534). */
export function makeManyEntryZip(n: number): Uint8Array {
  return makeZip(Array.from({ length: n }, (_, i) => ({ name: `f/${i}.txt`, data: "x" })));
}

export type MemoryStorage = StorageDriver & {
  put(key: string, bytes: Uint8Array): void;
  objects: Map<string, Uint8Array>;
};

/** A StorageDriver in memory (no presigning): lets tests control exactly what the indexer reads. */
export function createMemoryStorage(): MemoryStorage {
  const objects = new Map<string, Uint8Array>();
  const get = (key: string) => objects.get(key) ?? null;
  return {
    name: "local",
    objects,
    put: (key, bytes) => void objects.set(key, bytes),
    presignPost: async () => {
      throw new Error("memory storage does not presign");
    },
    head: async (key): Promise<StoredObjectInfo | null> => {
      const bytes = get(key);
      return bytes ? { size: bytes.byteLength } : null;
    },
    read: async (key) => {
      const bytes = get(key);
      if (!bytes) throw new Error(`no object ${key}`);
      return bytes;
    },
    readPrefix: async (key, length) => (get(key) ?? new Uint8Array()).subarray(0, length),
    write: async (key, bytes) => void objects.set(key, bytes),
    readStream: async (key) => {
      const bytes = get(key);
      if (!bytes) throw new Error(`no object ${key}`);
      return new Blob([Buffer.from(bytes)]).stream();
    },
    delete: async (key) => void objects.delete(key),
    seal: async (key) => {
      const bytes = get(key);
      if (!bytes) return null;
      const sealed = newSealedKey(key);
      objects.set(sealed, bytes);
      objects.delete(key);
      return sealed;
    },
  };
}
