import PizZip from "pizzip";
import { prototypePlaceholders } from "./placeholder-names";
import { ORG_TEMPLATE_TAG } from "./types";

// The parts of a Word file whose text docxtemplater fills: the body, headers, footers and notes.
const TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

/**
 * The text of a .docx as docxtemplater sees its tags: each paragraph's runs joined (a tag split across runs
 * by Word is whole again), one paragraph a line. Null when the file cannot be opened as a zip.
 */
export function docxTemplateText(bytes: Uint8Array): string | null {
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    return null;
  }
  const lines: string[] = [];
  for (const name of Object.keys(zip.files).filter((part) => TEXT_PARTS.test(part))) {
    const xml = zip.file(name)?.asText() ?? "";
    for (const paragraph of xml.split("</w:p>")) lines.push(paragraph.replace(/<[^>]*>/g, ""));
  }
  return lines.join("\n");
}

/**
 * Why a library file may not be kept as a drafting template, or null: a .docx tagged "template" whose
 * placeholders name prototype properties (S35). The message names the placeholders so the author can rename
 * them. A file that cannot be opened is not refused here: the upload's own checks judge it, and the drafting
 * tools skip a template they cannot read.
 */
export function orgTemplateFileProblem(
  filename: string,
  tags: readonly string[],
  bytes: Uint8Array,
): string | null {
  if (!tags.includes(ORG_TEMPLATE_TAG) || !/\.docx$/i.test(filename)) return null;
  const text = docxTemplateText(bytes);
  const reserved = text === null ? [] : prototypePlaceholders(text);
  if (!reserved.length) return null;
  return `The template ${filename} uses ${reserved.join(", ")} as placeholder${reserved.length === 1 ? "" : "s"}: ${
    reserved.length === 1 ? "that name is" : "these names are"
  } reserved. Rename ${reserved.length === 1 ? "it" : "them"} (placeholders are written as {project_name}) and upload the file again, or leave out the "${ORG_TEMPLATE_TAG}" tag.`;
}
