import type { FrameworkSettingView } from "./framework-settings";

/** A message key under `settings.framework` with its values, so the form and its toast say the same. */
export type AppliesMessage =
  | { key: "appliesInstruments"; values: { name: string; instruments: string; count: number } }
  | { key: "appliesReferences"; values: { name: string; count: number } };

/**
 * What saving a framework changed, in words: the instruments that now apply ("Kenya: Public Procurement and
 * Asset Disposal Act, 2015; ..."), or, for a framework without verified rules (a custom one, a bilateral
 * body), that the reviews are built from the org's own references. Null while the form is not saved.
 */
export function appliesMessage(view: FrameworkSettingView | undefined): AppliesMessage | null {
  if (!view?.updatedAt || !view.applies) return null;
  const { name, instruments } = view.applies;
  if (instruments.length) {
    return {
      key: "appliesInstruments",
      values: { name, instruments: instruments.join("; "), count: instruments.length },
    };
  }
  const count = view.guidelines.links.length + view.guidelines.files.length;
  return { key: "appliesReferences", values: { name, count } };
}
