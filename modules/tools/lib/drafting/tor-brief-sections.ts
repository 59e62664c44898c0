/**
 * The parts of a ToR / specification that come from the brief itself (issue 33): the deliverables with a
 * timeline that fits the brief's duration (every due point a share of it, never a period of its own), reporting
 * at a rhythm that suits that duration, the team and qualifications in proportion to the estimated value
 * (similar contracts worth half of it, turnover a multiple of its annual value), and acceptance criteria with
 * key performance indicators. Pure.
 */
import { assumption, fromInput, type DraftParagraph, type DraftTable } from "@/lib/results/draft";
import { plainMoney } from "@/lib/frameworks/library";
import type { PeriodUnit } from "@/lib/reading/number-words";
import type { StatedPeriodFact } from "./brief-facts";
import { periodInWords } from "./brief-reconcile";

type Period = { value: number; unit: PeriodUnit };
export type BriefInput = {
  category: string;
  duration: StatedPeriodFact | null;
  warranty: StatedPeriodFact | null;
  estimate: { amount: number; currency: string; text: string } | null;
  /** The brief's outputs, one item each ("40 No. desktop computers"). */
  items: string[];
};

export type BriefParts = {
  timeline: { paragraphs: DraftParagraph[]; table: DraftTable };
  reporting: DraftParagraph[];
  team: DraftParagraph[];
  acceptance: { paragraphs: DraftParagraph[]; table: DraftTable };
};

/** The period a category's contract runs when the brief states none (an assumption the officer confirms). */
export const DEFAULT_DURATION: Record<string, Period> = {
  Goods: { value: 8, unit: "weeks" },
  Works: { value: 12, unit: "months" },
  "Consulting Services": { value: 6, unit: "months" },
  "Non-consulting Services": { value: 12, unit: "months" },
};

/** Milestones as shares of the duration. */
const MILESTONES: Record<string, readonly [number, string, string][]> = {
  Goods: [
    [
      0.15,
      "Confirmed delivery schedule, technical literature and manufacturer's authorisation",
      "Supplier's letter",
    ],
    [0.75, "Delivery of the goods to the final destination", "Signed delivery notes"],
    [
      1,
      "Installation, testing, commissioning and user training completed; goods accepted",
      "Acceptance certificate",
    ],
  ],
  Works: [
    [0.1, "Mobilisation; programme of works and ES management plan approved", "Project Manager's approval"],
    [0.5, "About half of the works (by value) completed and certified", "Interim payment certificate"],
    [1, "Completion: tests on completion passed, as-built drawings delivered", "Taking-over certificate"],
  ],
  "Consulting Services": [
    [0.1, "Inception report: methodology, work plan and data needs", "Client's approval"],
    [0.5, "Interim report: findings to date", "Client's comments"],
    [0.8, "Draft final report", "Client's comments"],
    [1, "Final report, taking the Client's comments into account", "Client's approval"],
  ],
  "Non-consulting Services": [
    [0.05, "Mobilisation: staff, equipment and supervision in place", "Mobilisation report"],
    [0.5, "Mid-term service review against the performance indicators", "Review minutes"],
    [1, "End of contract: handover report", "Client's acceptance"],
  ],
};

/** The unit the timeline counts in: days and weeks as they are, years in months. */
function counting(period: Period): { step: string; length: number } {
  if (period.unit === "years") return { step: "Month", length: period.value * 12 };
  const step = { days: "Day", "working days": "Working day", weeks: "Week", months: "Month" }[period.unit];
  return { step, length: period.value };
}

/** The due points of the milestones: shares of the duration, rising, the last at its end. */
export function duePoints(shares: readonly number[], length: number): number[] {
  const points: number[] = [];
  shares.forEach((share, index) => {
    const last = index === shares.length - 1;
    const point = last ? length : Math.max(1, Math.round(share * length));
    points.push(Math.min(length, Math.max(point, (points.at(-1) ?? 0) + 1)));
  });
  return points;
}

const source = (stated: boolean) => (stated ? fromInput : assumption);

export function briefParts(input: BriefInput): BriefParts {
  const stated = Boolean(input.duration);
  const period = input.duration ?? DEFAULT_DURATION[input.category] ?? DEFAULT_DURATION.Goods!;
  const { step, length } = counting(period);
  const milestones = MILESTONES[input.category] ?? MILESTONES.Goods!;
  const points = duePoints(
    milestones.map(([share]) => share),
    length,
  );
  const rows = milestones.map(([, what, evidence], index) => [
    String(index + 1),
    what,
    `${step} ${points[index]}`,
    evidence,
  ]);
  const guarantee = input.category === "Works" ? "Defects liability period" : "Warranty period";
  if (input.category === "Goods" || input.category === "Works")
    rows.push([
      String(rows.length + 1),
      guarantee,
      input.warranty ? `${periodInWords(input.warranty)} from acceptance` : "[To confirm]",
      "Warranty certificate",
    ]);
  const whole = periodInWords(period);
  const timelineParagraphs = [
    source(stated)(
      `All deliverables are completed within ${whole} of contract signature; the due points below are counted in ${step.toLowerCase()}s from contract signature.`,
    ),
    ...(stated
      ? []
      : [assumption(`[To confirm] The brief states no duration: the timeline assumes ${whole}.`)]),
    ...(input.warranty || !(input.category === "Goods" || input.category === "Works")
      ? []
      : [
          assumption(`[To confirm] The brief states no ${guarantee.toLowerCase()}: state it before issuing.`),
        ]),
  ];
  return {
    timeline: {
      paragraphs: timelineParagraphs,
      table: {
        caption: "Deliverables and timeline",
        columns: ["No.", "Deliverable", "Due", "Evidence"],
        rows,
      },
    },
    reporting: reporting(input.category, approximate(period)),
    team: team(input, period),
    acceptance: acceptance(input, `${step} ${length}`),
  };
}

const approximate = (period: Period) =>
  period.unit === "weeks"
    ? period.value * 7
    : period.unit === "months"
      ? period.value * 30
      : period.unit === "years"
        ? period.value * 365
        : period.value;

function reporting(category: string, days: number): DraftParagraph[] {
  const rhythm = days <= 92 ? "fortnightly" : "monthly";
  const text: Record<string, string> = {
    Goods: `The Supplier reports ${rhythm} on manufacture, shipment and delivery against the timeline, and gives a delivery note and an inspection report for each consignment.`,
    Works: `The Contractor reports ${rhythm} on progress against the programme, quality tests, health and safety incidents and environmental and social compliance; site meetings are held at the same rhythm.`,
    "Consulting Services": `The Consultant reports ${rhythm} on progress against the work plan and submits each deliverable in the timeline in electronic form for the Client's approval.`,
    "Non-consulting Services": `The Service Provider reports ${rhythm} on the performance indicators achieved and on any failure and its remedy.`,
  };
  return [assumption(text[category] ?? text.Goods!)];
}

/** Turnover asked as a multiple of the contract's annual value (none for consultants). */
const TURNOVER: Record<string, number> = { Goods: 1.5, Works: 2, "Non-consulting Services": 1.5 };

/** Amounts asked of bidders, rounded down to three significant figures so they read as requirements. */
const round = (amount: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(amount, 1))) - 2);
  return Math.floor(amount / unit) * unit;
};

function team(input: BriefInput, period: Period): DraftParagraph[] {
  const paragraphs: DraftParagraph[] = [];
  const estimate = input.estimate;
  if (estimate) {
    const money = (amount: number) => plainMoney(round(amount), estimate.currency);
    paragraphs.push(
      assumption(
        `Experience: at least two (2) contracts of similar nature and complexity completed in the last five (5) years, each worth at least ${money(estimate.amount / 2)} (half the estimate).`,
      ),
    );
    const multiple = TURNOVER[input.category];
    const months = period.unit === "years" ? period.value * 12 : period.unit === "months" ? period.value : 1;
    if (multiple)
      paragraphs.push(
        assumption(
          `Financial capacity: average annual turnover of at least ${money(
            ((estimate.amount * 12) / Math.max(12, months)) * multiple,
          )} (${multiple} times the contract's annual value).`,
        ),
      );
  } else
    paragraphs.push(
      assumption(
        "[To confirm] The estimated value is not given: the experience and turnover asked of bidders are set in proportion to it.",
      ),
    );
  const staff: Record<string, string[]> = {
    Goods: [
      "Key staff: a technician certified by the manufacturer (or with equivalent training) for installation, commissioning and warranty service, with at least three (3) years of experience with the goods offered.",
      "The Supplier gives the manufacturer's authorisation for the goods offered.",
    ],
    Works: [
      "Key staff: a site agent who is a registered engineer with at least ten (10) years of experience, of which five (5) years on works of a similar nature, and a qualified health and safety officer.",
    ],
    "Consulting Services": [
      `Key experts: a Team Leader with a relevant postgraduate degree and at least ten (10) years of experience, and ${Math.min(3, Math.max(1, input.items.length))} specialist(s) covering the tasks in the scope, each with at least five (5) years of experience.`,
    ],
    "Non-consulting Services": [
      "Key staff: a supervisor with at least five (5) years of experience in similar services, and staff trained for each service in the scope.",
    ],
  };
  for (const text of staff[input.category] ?? staff.Goods!) paragraphs.push(assumption(text));
  return paragraphs;
}

function acceptance(input: BriefInput, end: string): BriefParts["acceptance"] {
  const items = input.items.length ? input.items.join("; ") : "the outputs in the scope";
  const warranty = input.warranty ? periodInWords(input.warranty) : "[To confirm]";
  const byCategory: Record<string, { criteria: string; kpis: string[][] }> = {
    Goods: {
      criteria: `The goods are accepted when every item is delivered as the brief states it (${items}), passes inspection against the technical specifications, is installed and tested where the scope asks for it, and its manuals and warranty certificates are handed over.`,
      kpis: [
        [
          "On-time delivery",
          `All items delivered and accepted by ${end}`,
          "Delivery notes and acceptance certificate",
        ],
        ["Conformity", "Every item passes inspection against the specifications", "Inspection report"],
        ["Warranty cover", `${warranty} from acceptance`, "Warranty certificates"],
        ["Warranty service", "Faults repaired within the response time set in the contract", "Fault log"],
      ],
    },
    Works: {
      criteria: `The works are taken over when they are complete as the brief states them (${items}), pass the tests on completion, and the as-built drawings and manuals are delivered.`,
      kpis: [
        ["Completion", `Taking-over by ${end}`, "Taking-over certificate"],
        ["Quality", "Every test on completion passed", "Test records"],
        ["Safety", "No lost-time incident", "Incident register"],
        [
          "Defects",
          `Every defect notified in the defects liability period (${warranty}) corrected`,
          "Defects register",
        ],
      ],
    },
    "Consulting Services": {
      criteria: `Each deliverable is accepted when the Client approves it in writing as meeting the scope (${items}); the final report is accepted by ${end}.`,
      kpis: [
        [
          "Timeliness",
          "Each deliverable submitted by its due point",
          "Submission dates against the timeline",
        ],
        [
          "Quality",
          "Each deliverable approved after at most one round of comments",
          "Client's approval letters",
        ],
        ["Team continuity", "Key experts replaced only with the Client's approval", "Contract records"],
      ],
    },
    "Non-consulting Services": {
      criteria: `The services are accepted period by period when the performance indicators below are met for the services in the scope (${items}).`,
      kpis: [
        ["Service availability", "Services delivered on every scheduled occasion", "Service log"],
        ["Response", "Requests handled within the response time set in the contract", "Request log"],
        ["Reporting", "Each report submitted on time", "Report register"],
      ],
    },
  };
  const chosen = byCategory[input.category] ?? byCategory.Goods!;
  return {
    paragraphs: [fromInput(chosen.criteria)],
    table: {
      caption: "Key performance indicators",
      columns: ["Indicator", "Target", "Measured by"],
      rows: chosen.kpis,
    },
  };
}
