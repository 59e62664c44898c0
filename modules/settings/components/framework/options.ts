import { COUNTRIES, type Country } from "@/lib/locale/countries";
import { BILATERAL_BODIES, MULTILATERAL_BODIES, type FrameworkBody } from "@/lib/frameworks/options";

/** The option lists the page passes down: countries by name, 9 IFIs, 19 bilateral/global bodies. */
export type FrameworkOptionLists = {
  countries: readonly Country[];
  multilateral: readonly FrameworkBody[];
  bilateral: readonly FrameworkBody[];
};

/** What the settings page passes as `options` (import it in the server page). */
export const FRAMEWORK_OPTION_LISTS: FrameworkOptionLists = {
  countries: COUNTRIES,
  multilateral: MULTILATERAL_BODIES,
  bilateral: BILATERAL_BODIES,
};
