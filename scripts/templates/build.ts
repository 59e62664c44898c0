/**
 * Writes the built-in templates (modules/tools/lib/drafting/templates) to public/templates/: npm run templates:build.
 * Commit the generated files with the data they come from.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { BOQ_TEMPLATES, DOCUMENT_TEMPLATES } from "@/modules/tools/lib/drafting/templates";
import { boqXlsx, templateDocx } from "@/modules/tools/lib/drafting/templates/files";
import { TEMPLATES } from "@/modules/tools/lib/templates";

async function main() {
  const root = path.join(process.cwd(), "public");
  await mkdir(path.join(root, "templates"), { recursive: true });
  for (const entry of TEMPLATES) {
    const document = DOCUMENT_TEMPLATES.find((template) => template.id === entry.id);
    const boq = BOQ_TEMPLATES.find((template) => template.id === entry.id);
    const bytes = document ? await templateDocx(document) : boq ? await boqXlsx(boq) : null;
    if (!bytes) throw new Error(`No content for template ${entry.id}`);
    await writeFile(path.join(root, entry.path), bytes);
    console.log(`${entry.path} (${bytes.length} bytes)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
