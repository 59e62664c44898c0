"use client";

import type { ToolId } from "@/lib/catalogue/types";
import type { InputValue } from "@/lib/results/types";
import { CmpResult } from "@/modules/tools/components/cmp/cmp-result";
import { IpcComputePanel } from "@/modules/tools/components/ipc/ipc-compute-panel";
import { NavigatorQuestion, questionAnswer } from "@/modules/tools/components/navigator/navigator-question";
import { answerSentences, KnowledgeAnswer } from "@/modules/tools/components/knowledge-hub/knowledge-answer";
import { exportUrl, type ToolRunResponse } from "./tool-api";
import { ToolResult } from "./tool-result";

/**
 * Where a tool's page differs from the generic flow (a per-tool view only where the output
 * differs). Everything else renders from the catalogue definition.
 */
export type ToolFlow = {
  /** Confirming runs at once (Contract Management Plan: 'Confirm & Generate ...'). */
  singleStep?: boolean;
  /** Keys in the services namespace. */
  confirmKey?: "cmp.confirm";
  inputsKey?: "cmp.part1";
  /** The run's own success message replaces the 'Review Complete' toast. */
  quietSuccess?: boolean;
  incompleteToast?: "planIncomplete";
};

export function toolFlow(toolId: ToolId): ToolFlow {
  return toolId === "contract_management_plan"
    ? {
        singleStep: true,
        confirmKey: "cmp.confirm",
        inputsKey: "cmp.part1",
        quietSuccess: true,
        incompleteToast: "planIncomplete",
      }
    : {};
}

/** Extra panels under Part 1 (IPC: 'Compute Validation' on the current inputs). */
export function ToolInputsExtra({
  toolId,
  values,
  defaultCurrency,
}: {
  toolId: ToolId;
  values: Readonly<Record<string, InputValue>>;
  defaultCurrency: string;
}) {
  return toolId === "ipc_validation" ? (
    <IpcComputePanel values={values} fallbackCurrency={defaultCurrency} />
  ) : null;
}

export function ToolResultView({ toolId, result }: { toolId: ToolId; result: ToolRunResponse }) {
  if (toolId === "contract_management_plan")
    return (
      <CmpResult
        output={result.output}
        exportUrl={(format) => exportUrl(result.runId, "contract-management-plan", format)}
      />
    );
  if (toolId === "knowledge_hub_faq_assistant") {
    const sentences = answerSentences(result.output);
    return (
      <ToolResult
        runId={result.runId}
        output={result.output}
        lead={<KnowledgeAnswer sentences={sentences} />}
        leadTables={sentences.length ? ["answer"] : []}
      />
    );
  }
  if (toolId === "framework_rules_navigator") {
    // The typed question is answered first, whatever the focus; its table is that section (exports keep it).
    const answer = questionAnswer(result.output);
    return (
      <ToolResult
        runId={result.runId}
        output={result.output}
        lead={<NavigatorQuestion answer={answer} />}
        leadTables={answer ? ["question"] : []}
      />
    );
  }
  return <ToolResult runId={result.runId} output={result.output} />;
}
