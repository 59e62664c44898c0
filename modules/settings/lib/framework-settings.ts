import { z } from "zod";
import { FRAMEWORK_SOURCES, type FrameworkSource } from "@/lib/frameworks/options";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import type { FrameworkSettingData } from "@/modules/settings/validation/framework";
import type { FrameworkApplies } from "./framework-instruments";

/**
 * The settings page's view of one framework source, as GET /api/settings/framework returns it:
 * the saved form (updatedAt null when never saved) and its guideline references.
 */
/** A saved framework form as stored (source and type come from its row, so they are not read from the JSON). */
export const storedFrameworkFieldsSchema = z.object({
  country_code: z.string().optional(),
  country_name: z.string().optional(),
  ifi_code: z.string().optional(),
  provider: z.string().optional(),
  organization: z.string().optional(),
  guidelines_url: z.string().optional(),
});

export type FrameworkSettingView = FrameworkSettingData & {
  orgId: string;
  updatedAt: string | null;
  guidelines: { links: LibraryRef[]; files: LibraryRef[] };
  /** For a saved form: the framework's name and the instruments its verified rules cite (./framework-instruments.ts). */
  applies?: FrameworkApplies;
};

/** The editable fields of a framework form; empty string = nothing chosen. */
export type FrameworkDraft = {
  country_code: string;
  ifi_code: string;
  provider: string;
  organization: string;
  guidelines_url: string;
};
export type FrameworkDraftField = keyof FrameworkDraft;

export const EMPTY_DRAFT: FrameworkDraft = {
  country_code: "",
  ifi_code: "",
  provider: "",
  organization: "",
  guidelines_url: "",
};

export function viewFor(
  views: readonly FrameworkSettingView[],
  source: FrameworkSource,
): FrameworkSettingView | undefined {
  return views.find((view) => view.source === source);
}

export function draftFromView(view: FrameworkSettingView | undefined): FrameworkDraft {
  if (!view) return { ...EMPTY_DRAFT };
  return {
    country_code: view.country_code ?? "",
    ifi_code: view.ifi_code ?? "",
    provider: view.provider ?? "",
    organization: view.organization ?? "",
    guidelines_url: view.guidelines_url ?? "",
  };
}

/** The fields of the source only (a type's setting holds that type alone), blanks left out. */
export function draftToInput(source: FrameworkSource, draft: FrameworkDraft) {
  const fields: Record<FrameworkSource, FrameworkDraftField[]> = {
    country: ["country_code"],
    multilateral: ["ifi_code", "country_code"],
    bilateral: ["provider"],
    other: ["organization", "guidelines_url"],
  };
  const input: { source: FrameworkSource } & Partial<FrameworkDraft> = { source };
  for (const field of fields[source]) {
    const value = draft[field].trim();
    if (value) input[field] = value;
  }
  return input;
}

/** All references of one view, links first. */
export function viewRefs(view: FrameworkSettingView | undefined): LibraryRef[] {
  return view ? [...view.guidelines.links, ...view.guidelines.files] : [];
}

/** Every reference of the org, in tab order, for the library. */
export function allRefs(views: readonly FrameworkSettingView[]): LibraryRef[] {
  return FRAMEWORK_SOURCES.flatMap((source) => viewRefs(viewFor(views, source)));
}

/** The count badge of each framework tab: its links plus files. */
export function guidelineCounts(views: readonly FrameworkSettingView[]): Record<FrameworkSource, number> {
  const counts = { country: 0, multilateral: 0, bilateral: 0, other: 0 };
  for (const view of views) counts[view.source] = view.guidelines.links.length + view.guidelines.files.length;
  return counts;
}

/** Seed Demo Data is offered only to an org with no saved form and no reference. */
export function hasFrameworkSettings(views: readonly FrameworkSettingView[]): boolean {
  return views.some(
    (view) => view.updatedAt !== null || view.guidelines.links.length > 0 || view.guidelines.files.length > 0,
  );
}

/** Replaces the view of its source, or adds it. */
export function upsertView(
  views: readonly FrameworkSettingView[],
  next: FrameworkSettingView,
): FrameworkSettingView[] {
  return views.some((view) => view.source === next.source)
    ? views.map((view) => (view.source === next.source ? next : view))
    : [...views, next];
}

export function removeSource(
  views: readonly FrameworkSettingView[],
  source: FrameworkSource,
): FrameworkSettingView[] {
  return views.filter((view) => view.source !== source);
}

function emptyView(orgId: string, source: FrameworkSource): FrameworkSettingView {
  return { orgId, source, type: source, updatedAt: null, guidelines: { links: [], files: [] } };
}

const bucket = (ref: LibraryRef) => (ref.kind === "file" ? "files" : "links");

/** Replaces a reference where it is (same source), or adds it to the end of its source's view. */
export function putRef(
  views: readonly FrameworkSettingView[],
  orgId: string,
  ref: LibraryRef,
): FrameworkSettingView[] {
  const current = viewFor(views, ref.source);
  if (current?.guidelines[bucket(ref)].some((item) => item.id === ref.id)) {
    const list = current.guidelines[bucket(ref)].map((item) => (item.id === ref.id ? ref : item));
    return upsertView(views, { ...current, guidelines: { ...current.guidelines, [bucket(ref)]: list } });
  }
  const cleaned = removeRef(views, ref.id);
  const view = viewFor(cleaned, ref.source) ?? emptyView(orgId, ref.source);
  return upsertView(cleaned, {
    ...view,
    guidelines: { ...view.guidelines, [bucket(ref)]: [...view.guidelines[bucket(ref)], ref] },
  });
}

export function removeRef(views: readonly FrameworkSettingView[], id: string): FrameworkSettingView[] {
  return views.map((view) => ({
    ...view,
    guidelines: {
      links: view.guidelines.links.filter((ref) => ref.id !== id),
      files: view.guidelines.files.filter((ref) => ref.id !== id),
    },
  }));
}

/** Files whose text is still being extracted and indexed (polled until indexed or failed). */
export function pendingFileIds(views: readonly FrameworkSettingView[]): string[] {
  return allRefs(views)
    .filter((ref) => ref.kind === "file" && ref.extraction?.status === "pending")
    .map((ref) => ref.id);
}
