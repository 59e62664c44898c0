/**
 * PPTX text: each slide's `<a:t>` runs, one line per `<a:p>` paragraph, slides in presentation order (the
 * `<p:sldIdLst>` of ppt/presentation.xml resolved through its relationships; file-name order as fallback,
 * since slideN.xml names keep their creation order after slides are moved). The slide's title placeholder
 * becomes the unit label. Read with yauzl (entry by entry, bounded) after the zip guard.
 */
import type { Entry } from "yauzl";
import { ExtractionError } from "./errors";
import { tooManyUnits, yieldToEventLoop, type UnitCollector } from "./budget";
import { decodeEntities } from "./text";
import { listEntries, openZip, readEntry } from "./zip-read";

const SLIDE_PART = /^ppt\/slides\/slide(\d+)\.xml$/;
const MAX_PART_BYTES = 50 * 1024 * 1024;

/*
 * Inside a tag the patterns read [^<>]*, never [^>]*: XML allows no "<" in an attribute, and a tag that is not
 * closed before the next "<" is then given up at that "<". With [^>]*, a part full of "<a:br" with no ">" would
 * be scanned to its end once per "<a:br" (quadratic time on a hostile file).
 */

/** Text of a DrawingML fragment: runs joined, a newline per paragraph or `<a:br/>`. Pure, linear-time. */
export function drawingText(xml: string): string {
  const token = /<a:t(?:\s[^<>]*)?>([^<]*)<\/a:t>|<a:br\b[^<>]*\/>|<\/a:p>/g;
  let text = "";
  for (let match = token.exec(xml); match; match = token.exec(xml)) {
    if (match[1] !== undefined) text += decodeEntities(match[1]);
    else text += "\n";
  }
  return text;
}

const TITLE_PLACEHOLDER = /<p:ph\b[^<>]*\btype="(?:title|ctrTitle)"/;

/** Text of the slide's title (or centred title) placeholder shape, if any. Pure, linear-time. */
export function slideTitle(xml: string): string | undefined {
  // Shapes do not nest, so the next one is looked for after this one's end: from start + 1, a part of many
  // "<p:sp>" and one "</p:sp>" would be sliced and scanned to that end once per "<p:sp>".
  for (let start = xml.indexOf("<p:sp>"); start !== -1;) {
    const end = xml.indexOf("</p:sp>", start);
    if (end === -1) return undefined;
    const shape = xml.slice(start, end);
    start = xml.indexOf("<p:sp>", end);
    if (TITLE_PLACEHOLDER.test(shape)) {
      const title = drawingText(shape).replace(/\s+/g, " ").trim();
      return title || undefined;
    }
  }
  return undefined;
}

/** Slide part names in presentation order. Pure: takes presentation.xml and its .rels text. */
export function slideOrder(
  presentationXml: string | null,
  relsXml: string | null,
  slideParts: string[],
): string[] {
  const byNumber = [...slideParts].sort(
    (a, b) => Number(SLIDE_PART.exec(a)?.[1]) - Number(SLIDE_PART.exec(b)?.[1]),
  );
  if (!presentationXml || !relsXml) return byNumber;
  const targets = new Map<string, string>();
  for (const rel of relsXml.matchAll(/<Relationship\b[^<>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(rel[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(rel[0])?.[1];
    if (id && target)
      targets.set(id, target.startsWith("/") ? target.slice(1) : `ppt/${target.replace(/^\.\//, "")}`);
  }
  const available = new Set(slideParts);
  const ordered: string[] = [];
  for (const sldId of presentationXml.matchAll(/<p:sldId\b[^<>]*>/g)) {
    const part = targets.get(/\br:id="([^"]+)"/.exec(sldId[0])?.[1] ?? "");
    if (part && available.has(part) && !ordered.includes(part)) ordered.push(part);
  }
  return ordered.length ? ordered : byNumber;
}

export async function extractPptx(
  bytes: Uint8Array,
  collector: UnitCollector,
  maxSlides: number,
): Promise<void> {
  let zip: Awaited<ReturnType<typeof openZip>>;
  let entries: Map<string, Entry>;
  try {
    zip = await openZip(bytes);
    entries = new Map((await listEntries(zip)).map((entry) => [entry.fileName, entry]));
  } catch (error) {
    throw new ExtractionError(
      "malformed",
      "The presentation could not be read (damaged or not a PPTX file).",
      { cause: error },
    );
  }
  try {
    const read = async (name: string): Promise<string | null> => {
      const entry = entries.get(name);
      return entry ? (await readEntry(zip, entry, MAX_PART_BYTES)).toString("utf8") : null;
    };
    const slideParts = [...entries.keys()].filter((name) => SLIDE_PART.test(name));
    if (!slideParts.length && !entries.has("ppt/presentation.xml")) {
      throw new ExtractionError("malformed", "The file is not a PowerPoint presentation (no slides found).");
    }
    if (slideParts.length > maxSlides) throw tooManyUnits("slide", slideParts.length, maxSlides);
    const order = slideOrder(
      await read("ppt/presentation.xml"),
      await read("ppt/_rels/presentation.xml.rels"),
      slideParts,
    );
    for (const [position, part] of order.entries()) {
      collector.deadline.check();
      const xml = (await read(part)) ?? "";
      if (
        !collector.add({ kind: "slide", index: position + 1, label: slideTitle(xml), text: drawingText(xml) })
      )
        break;
      await yieldToEventLoop();
    }
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError("malformed", "The presentation could not be read (damaged PPTX file).", {
      cause: error,
    });
  } finally {
    zip.close();
  }
}
