// Builds the held-out tender corpus (tests/fixtures/holdout): one PDF per `<name>.pages.ts` (one page of text per
// array entry), written with the repository's test helper `makePdf` (Helvetica 9 pt, wrapped at 515 pt).
//
//   npx tsx scripts/eval/holdout/make.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { makePdf } from "@/tests/support/documents";
import { pages as kpa } from "./kpa-cleaning-fumigation-2024.pages";
import { pages as machakos } from "./machakos-kithimani-masinga-road-2024.pages";
import { pages as moh } from "./moh-laboratory-equipment-ida-2024.pages";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const OUT = path.join(ROOT, "tests/fixtures/holdout");
const DOCUMENTS: Record<string, string[]> = {
  "machakos-kithimani-masinga-road-2024.pdf": machakos,
  "moh-laboratory-equipment-ida-2024.pdf": moh,
  "kpa-cleaning-fumigation-2024.pdf": kpa,
};

/** makePdf starts at y = 800 with 11 pt lines: more than 72 wrapped lines would run off the page. */
const MAX_LINES = 72;

async function checkFits(name: string, pages: string[]) {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  pages.forEach((text, i) => {
    if (/[^\x20-\x7e\n]/.test(text)) throw new Error(`${name} p.${i + 1}: non-ASCII character`);
    let lines = 0;
    for (const line of text.split("\n")) {
      let current = "";
      lines += 1;
      for (const word of line.split(" ")) {
        const next = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(next, 9) > 515 && current) {
          lines += 1;
          current = word;
        } else current = next;
      }
    }
    if (lines > MAX_LINES) throw new Error(`${name} p.${i + 1}: ${lines} lines (max ${MAX_LINES})`);
  });
}

async function main() {
  for (const [name, pages] of Object.entries(DOCUMENTS)) {
    await checkFits(name, pages);
    writeFileSync(path.join(OUT, name), await makePdf(pages.map((page) => page.trim())));
    console.log(`${name}: ${pages.length} pages`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
