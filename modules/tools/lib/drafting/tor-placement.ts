/**
 * Where the brief's own parts (timeline, reporting, team, acceptance) and the text borrowed from an earlier
 * document go in a ToR: the draft section whose heading means the same ("List of Goods and Delivery Schedule"
 * takes the timeline, "Inspections and Tests" the acceptance criteria), else a new section with a plain
 * heading. Pure; the sections are changed in place.
 */
import { assumption, cited, type DraftSection } from "@/lib/results/draft";
import type { Borrowed, SectionRole } from "./earlier-content";
import type { BriefParts } from "./tor-brief-sections";

type Place = "timeline" | "reporting" | "team" | "acceptance" | SectionRole;

/**
 * The headings that take each part (patterns tried in turn: "Time Schedule for Deliverables" takes the timeline
 * before "Scope of Services, Tasks and Expected Deliverables" does), and the heading of a section made when none does.
 */
const PLACES: Record<Place, { matches: RegExp | readonly RegExp[]; heading: string }> = {
  timeline: {
    matches: [/delivery schedule|time schedule|timeline|work ?plan/i, /deliverables/i, /duration/i],
    heading: "Deliverables and Timeline",
  },
  reporting: { matches: /reporting/i, heading: "Reporting" },
  team: { matches: /team|qualification|key experts|personnel/i, heading: "Team and Qualifications" },
  acceptance: {
    matches: /acceptance|inspection|tests|testing|performance measures|service levels|indicators/i,
    heading: "Acceptance Criteria and Key Performance Indicators",
  },
  scope: { matches: /scope|description of the|statement of work/i, heading: "Scope" },
  specifications: {
    matches: /specification|technical requirements/i,
    heading: "Technical Specifications",
  },
  deliverables: {
    matches: /deliverables|delivery schedule|time schedule|timeline/i,
    heading: "Deliverables and Timeline",
  },
  warranty: {
    matches: /warranty|defects|after-sales|guarantee/i,
    heading: "Warranty and After-Sales Service",
  },
  training: { matches: /training|documentation/i, heading: "Training and Documentation" },
};

function all(sections: readonly DraftSection[]): DraftSection[] {
  return sections.flatMap((section) => [section, ...all(section.subsections ?? [])]);
}

/** The section a part goes in: the first whose heading matches, else a new one at the end. */
function sectionFor(sections: DraftSection[], place: Place): DraftSection {
  const { matches, heading } = PLACES[place];
  for (const pattern of Array.isArray(matches) ? matches : [matches]) {
    const found = all(sections).find((section) => (pattern as RegExp).test(section.heading));
    if (found) return found;
  }
  const made: DraftSection = { id: `brief-${place}`, heading, paragraphs: [] };
  sections.push(made);
  return made;
}

/** The brief's parts placed in the sections (each in the section that means the same, or a new one). */
export function placeBriefParts(sections: DraftSection[], parts: BriefParts): void {
  const timeline = sectionFor(sections, "timeline");
  timeline.paragraphs.push(...parts.timeline.paragraphs);
  (timeline.tables ??= []).push(parts.timeline.table);
  sectionFor(sections, "reporting").paragraphs.push(...parts.reporting);
  sectionFor(sections, "team").paragraphs.push(...parts.team);
  const acceptance = sectionFor(sections, "acceptance");
  acceptance.paragraphs.push(...parts.acceptance.paragraphs);
  (acceptance.tables ??= []).push(parts.acceptance.table);
}

/** Borrowed paragraphs placed, cited to their file and page; a note says what the bounds left out. */
export function placeBorrowed(sections: DraftSection[], borrowed: Borrowed): void {
  for (const [role, paragraphs] of borrowed.byRole) {
    const section = sectionFor(sections, role);
    section.paragraphs.push(...paragraphs.map(({ text, citation }) => cited(text, "document", citation)));
  }
  if (borrowed.leftOut)
    sectionFor(sections, "scope").paragraphs.push(
      assumption(
        `[To confirm] ${borrowed.leftOut} more paragraph${borrowed.leftOut === 1 ? "" : "s"} of the attached document${
          borrowed.sources.length === 1 ? "" : "s"
        } under the same headings ${borrowed.leftOut === 1 ? "was" : "were"} not carried over; add what this procurement needs.`,
      ),
    );
}
