/**
 * Documents a review generates beside its memo (RulePack.extraDocuments), offered with the run and written on
 * export from the data kept with it. Writers are loaded on first export only. Data of a stored run is checked
 * by the writer's own schema before anything is written.
 */
import { DomainError } from "@/lib/errors";
import type { ReviewExtraDocument } from "@/lib/results/review-types";
import type { ExportFormat } from "@/lib/results/types";

type Writer = (data: unknown) => Promise<Uint8Array>;

/** Writers by document id and format. */
const WRITERS: Readonly<Record<string, Partial<Record<ExportFormat, () => Promise<Writer>>>>> = {
  "consolidated-plan": {
    xlsx: async () => (await import("./packs/planning-export-xlsx")).consolidatedPlanToXlsx,
  },
};

/** The extra documents kept in a stored review output's data (none when absent or malformed). */
export function extraDocumentsOf(data: unknown): ReviewExtraDocument[] {
  const list = (data as { extraDocuments?: unknown } | undefined)?.extraDocuments;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ReviewExtraDocument =>
      typeof item === "object" &&
      item !== null &&
      typeof item.id === "string" &&
      typeof item.title === "string",
  );
}

export async function exportExtraDocument(
  document: ReviewExtraDocument,
  format: ExportFormat,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const load = WRITERS[document.id]?.[format];
  if (!load || !document.formats.includes(format as ReviewExtraDocument["formats"][number]))
    throw new DomainError("format_not_offered", `${document.title} is not offered as ${format}.`);
  const bytes = await (await load())(document.data);
  return { bytes, filename: `${document.id}.${format}` };
}
