/**
 * What a Contract Management Plan says it is based on, from the run's inputs alone: the attached contract
 * documents, else the framework's closest-fit template, else the standard structure. One pure function for
 * the notice on the page (phone and desktop alike) and the "Template Basis" section of every export.
 * The Contract Documents group holds contracts, not templates, so the plan never says "uploaded templates".
 */
import { templateBasisMessage, type Template } from "@/modules/tools/lib/templates";

export const CONTRACT_DOCUMENTS_MESSAGE =
  "No templates uploaded. The contract documents you attached are listed as the plan's references; no closest-fit template was used.";

export type CmpTemplateBasis = {
  kind: "contract_documents" | "closest_fit" | "standard";
  message: string;
  template: { id: string; name: string; path: string } | null;
  uploadedDocuments: string[];
};

/**
 * `documents` are the names of the files attached to the run (already cleaned); `template` the closest fit
 * for the framework and contract type, looked up only when nothing is attached.
 */
export function cmpTemplateBasis(documents: readonly string[], template: Template | null): CmpTemplateBasis {
  if (documents.length > 0)
    return {
      kind: "contract_documents",
      message: CONTRACT_DOCUMENTS_MESSAGE,
      template: null,
      uploadedDocuments: [...documents],
    };
  // The drafting tools' wording when nothing is uploaded, so every tool names its template alike.
  const message = templateBasisMessage(false, template);
  if (template)
    return {
      kind: "closest_fit",
      message,
      template: { id: template.id, name: template.name, path: template.path },
      uploadedDocuments: [],
    };
  return { kind: "standard", message, template: null, uploadedDocuments: [] };
}
