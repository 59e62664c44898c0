/** An extracted file as the engine reads it: unit labels are "page 3", "sheet Prices" or a section heading. */
import type { ExtractionResult } from "@/lib/documents";
import type { AttachedDocument } from "./types";

export function toAttachedDocument(
  file: Omit<AttachedDocument, "units">,
  result: Pick<ExtractionResult, "units">,
): AttachedDocument {
  return {
    ...file,
    units: result.units.map((unit) => ({
      label: unit.label ?? `${unit.kind} ${unit.index}`,
      text: unit.text,
    })),
  };
}
