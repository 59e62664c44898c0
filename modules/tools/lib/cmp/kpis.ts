/**
 * The plan's key performance indicators: for each key deliverable, its timeliness and its acceptance (what is
 * measured, the target, when, how it is verified); then the standard ones: on-time payment (with the period of
 * a verified rule of the framework when the rule library has one for this contract type, else the contract's
 * own period, never a made-up number), defect response and rectification, and progress reporting. Pure.
 */
import { ruleById, type FrameworkRule } from "@/lib/frameworks/rules";
import type { ContractTerms } from "./terms";
import type { Deliverable } from "./deliverables";
import { offsetLabel, type Duration } from "./schedule";

export type Kpi = {
  kpi: string;
  target: string;
  when: string;
  verification: string;
  /** The rule a figure comes from ("PPRA Standard Tender Document ..., GCC 14.7.1"), or "" when none. */
  source: string;
};

const RULE_CATEGORY: Readonly<Record<string, FrameworkRule["category"]>> = {
  Goods: "goods",
  Works: "works",
  "Consulting Services": "consulting",
  "Non-consulting Services": "non_consulting",
};

/** A verified rule of the run's rule set that applies to the contract's category, or null. */
export function applicableRule(
  id: string,
  rulesCode: string | null,
  category: string | null,
): FrameworkRule | null {
  const rule = ruleById(id);
  if (!rule || !rule.verified || !rulesCode || rule.framework_code !== rulesCode) return null;
  return rule.category === "all" || (category !== null && rule.category === RULE_CATEGORY[category])
    ? rule
    : null;
}

const EVIDENCE: Readonly<Record<string, { delivered: string; accepted: string }>> = {
  Goods: {
    delivered: "Signed delivery notes and the Inspection and Acceptance Committee's acceptance certificate",
    accepted: "Inspection and acceptance report against the technical specifications",
  },
  Works: {
    delivered: "Engineer's certificate (interim payment certificate; taking-over certificate at completion)",
    accepted: "Engineer's site inspection and test records",
  },
  "Consulting Services": {
    delivered: "Dated transmittal of the report to the client",
    accepted: "Client's written approval of the report",
  },
};
const OTHER_EVIDENCE = {
  delivered: "Signed delivery or service completion records",
  accepted: "Inspection and acceptance report",
};

export type KpiContext = {
  deliverables: readonly Deliverable[];
  category: string | null;
  duration: Duration | null;
  start: Date | null;
  terms: ContractTerms;
  rulesCode: string | null;
};

/** When a deliverable is due, as shown: its stated time, else completion, else "on delivery". */
export function dueLabel(deliverable: Deliverable, duration: Duration | null, start: Date | null): string {
  if (deliverable.due) return offsetLabel(deliverable.due, start);
  if (duration) return `${offsetLabel(duration, start)} (completion; no date stated for this deliverable)`;
  return "By completion (no date stated)";
}

function deliverableKpis(context: KpiContext): Kpi[] {
  const evidence = (context.category && EVIDENCE[context.category]) || OTHER_EVIDENCE;
  return context.deliverables.flatMap((deliverable) => {
    const due = dueLabel(deliverable, context.duration, context.start);
    const byWhen = due.replace(/ \(completion; no date stated for this deliverable\)$/, "");
    const quantity = deliverable.quantity ? ` (${deliverable.quantity} of ${deliverable.quantity})` : "";
    return [
      {
        kpi: `${deliverable.text}: delivered on time`,
        target: `100%${quantity} delivered by ${byWhen}`,
        when: due,
        verification: evidence.delivered,
        source: "",
      },
      {
        kpi: `${deliverable.text}: accepted as specified`,
        target: "100% accepted at inspection; anything rejected replaced or corrected before acceptance",
        when: "At each delivery and inspection",
        verification: evidence.accepted,
        source: "",
      },
    ];
  });
}

function paymentKpi(context: KpiContext): Kpi {
  const rule = applicableRule("ke-ipc-and-payment-periods", context.rulesCode, context.category);
  if (rule)
    return {
      kpi: "Payments made on time",
      target:
        "Each interim payment certificate paid within 60 days of its issue (certificate issued within 30 days of the contractor's statement)",
      when: "Each payment",
      verification: "Payment records: certificate date against payment date",
      source: rule.citation,
    };
  return {
    kpi: "Payments made on time",
    target:
      "Each invoice or certificate paid within the period the contract states (no verified payment period for this framework and contract type in the rule library)",
    when: "Each payment",
    verification: "Payment records: invoice or certificate date against payment date",
    source: "",
  };
}

function defectKpis(context: KpiContext): Kpi[] {
  const { responseTime, defectsPeriod } = context.terms;
  const period = defectsPeriod
    ? `the ${defectsPeriod.text} defects liability / warranty period`
    : "the defects liability / warranty period";
  return [
    {
      kpi: "Response to reported defects",
      target: responseTime
        ? `Each reported defect attended within ${responseTime}`
        : "Each reported defect attended within the response time the contract states (none stated in the inputs)",
      when: `Throughout ${period}`,
      verification: "Defects log: date reported against date attended",
      source: "",
    },
    {
      kpi: "Defects rectified",
      target: `All notified defects rectified before the end of ${period}`,
      when: `End of ${period}`,
      verification: "Defects liability / warranty completion certificate",
      source: "",
    },
  ];
}

function reportingKpi(context: KpiContext): Kpi {
  const months = context.duration?.unit === "month" ? context.duration.value : null;
  return {
    kpi: "Progress reports submitted",
    target: months
      ? `${months} of ${months} monthly reports, each within the month`
      : "One report each month, within the month",
    when: "Monthly",
    verification: "Reports received and logged by the contract manager",
    source: "",
  };
}

export function buildKpis(context: KpiContext): Kpi[] {
  return [...deliverableKpis(context), paymentKpi(context), ...defectKpis(context), reportingKpi(context)];
}
