/** The built-in templates' content by id (the ids of modules/tools/lib/templates.ts TEMPLATES). */
import { AFDB_INFRASTRUCTURE_SPECIFICATION } from "./afdb-infrastructure-specification";
import { GENERIC_GOODS_BOQ } from "./generic-goods-boq";
import type { BoqTemplate, DocumentTemplate } from "./types";
import { WB_CONSULTING_TOR } from "./wb-consulting-tor";
import { WB_GOODS_TOR } from "./wb-goods-tor";
import { WB_WORKS_SPECIFICATION } from "./wb-works-specification";

export * from "./types";

export const DOCUMENT_TEMPLATES: readonly DocumentTemplate[] = [
  WB_GOODS_TOR,
  WB_WORKS_SPECIFICATION,
  WB_CONSULTING_TOR,
  AFDB_INFRASTRUCTURE_SPECIFICATION,
];

export const BOQ_TEMPLATES: readonly BoqTemplate[] = [GENERIC_GOODS_BOQ];

export function documentTemplate(id: string): DocumentTemplate | undefined {
  return DOCUMENT_TEMPLATES.find((template) => template.id === id);
}

export function boqTemplate(id: string): BoqTemplate | undefined {
  return BOQ_TEMPLATES.find((template) => template.id === id);
}

/** A template's version and issue date, whichever kind it is. */
export function templateVersion(id: string): { version: string; issued: string } | undefined {
  const found = documentTemplate(id) ?? boqTemplate(id);
  return found ? { version: found.version, issued: found.issued } : undefined;
}
