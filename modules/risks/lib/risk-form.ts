import { fieldErrorsFromZod, firstFieldMessages, topField } from "@/lib/api/field-errors";
import {
  changesOf,
  riskInputSchema,
  riskLevel,
  riskPatchSchema,
  riskScore,
  type RiskInput,
  type RiskLevel,
  type RiskPatch,
  type RiskView,
} from "./fields";

/** The add / edit form's values as the controls hold them (strings), before riskInputSchema reads them. */
export type RiskForm = {
  stage: string;
  category: string;
  title: string;
  description: string;
  probability: string;
  impact: string;
  owner: string;
  status: string;
  dueDate: string;
  mitigation: string;
};

export const EMPTY_RISK_FORM: RiskForm = {
  stage: "planning",
  category: "capacity_governance",
  title: "",
  description: "",
  probability: "",
  impact: "",
  owner: "",
  status: "open",
  dueDate: "",
  mitigation: "",
};

export function formOf(risk: RiskView): RiskForm {
  return {
    stage: risk.stage,
    category: risk.category,
    title: risk.title,
    description: risk.description,
    probability: String(risk.probability),
    impact: String(risk.impact),
    owner: risk.owner,
    status: risk.status,
    dueDate: risk.dueDate ?? "",
    mitigation: risk.mitigation,
  };
}

// An empty level stays a non-number so the schema answers "choose one" rather than a number range message.
const levelOf = (value: string): number | string => (/^[1-5]$/.test(value) ? Number(value) : value);

function payloadOf(form: RiskForm) {
  return {
    stage: form.stage,
    category: form.category,
    title: form.title,
    description: form.description,
    probability: levelOf(form.probability),
    impact: levelOf(form.impact),
    owner: form.owner,
    status: form.status,
    dueDate: form.dueDate || null,
    mitigation: form.mitigation,
  };
}

/** Field errors as the forms show them: the first message (a common.json key) of each top-level field. */
export type FormErrors = Record<string, string>;

type Checked<T> = { ok: true; value: T } | { ok: false; errors: FormErrors };

/** A new risk for the register of `activityId` (none: the org-wide register). */
export function createPayload(form: RiskForm, activityId: string): Checked<RiskInput> {
  const parsed = riskInputSchema.safeParse({ ...payloadOf(form), activityId: activityId || null });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: firstFieldMessages(fieldErrorsFromZod(parsed.error), topField) };
}

/** Only the fields that changed, so the history records what the officer really changed. */
export function patchPayload(risk: RiskView, form: RiskForm): Checked<RiskPatch> {
  const parsed = riskPatchSchema.safeParse(payloadOf(form));
  if (!parsed.success)
    return { ok: false, errors: firstFieldMessages(fieldErrorsFromZod(parsed.error), topField) };
  const before: Record<string, unknown> = { ...risk };
  const patch = Object.fromEntries(
    changesOf(before, parsed.data).map((change) => [change.field, change.to]),
  ) as RiskPatch;
  return { ok: true, value: patch };
}

/** The score and level the form's probability and impact give, shown live; none until both are chosen. */
export function formScore(form: RiskForm): { score: number; level: RiskLevel } | null {
  const probability = levelOf(form.probability);
  const impact = levelOf(form.impact);
  if (typeof probability !== "number" || typeof impact !== "number") return null;
  const score = riskScore(probability, impact);
  return { score, level: riskLevel(score) };
}
