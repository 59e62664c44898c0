// Prints a tender's passages as the review reads them (page, part of the document, text), to see what a check
// is given: `npx tsx scripts/eval/passages.ts tests/fixtures/tenders/ncpb-tarpaulins-2022.pdf 30 32`.
import { readFileSync } from "node:fs";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { tenderPassages } from "@/modules/review/lib/engine/facts/sheet";

async function main() {
  const [file, from = "1", to = from] = process.argv.slice(2);
  if (!file) throw new Error("usage: passages.ts FILE.pdf [FROM_PAGE] [TO_PAGE]");
  const bytes = new Uint8Array(readFileSync(file));
  const extracted = await extractDocument(bytes, file.endsWith(".docx") ? "docx" : "pdf");
  const document = toAttachedDocument(
    { fileId: file, groupId: "g", name: file, size: bytes.length },
    extracted,
  );
  for (const passage of tenderPassages(document)) {
    if (passage.page < Number(from) || passage.page > Number(to)) continue;
    console.log(`--- p.${passage.page} [${passage.part}]\n${passage.text}`);
  }
}

void main();
