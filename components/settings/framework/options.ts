import type { Country } from "@/lib/domain/countries";
import type { FrameworkBody } from "@/lib/domain/framework-options";

/** The option lists the page passes down (spec 1 §3): countries by name, 9 IFIs, 19 bilateral/global bodies. */
export type FrameworkOptionLists = {
  countries: readonly Country[];
  multilateral: readonly FrameworkBody[];
  bilateral: readonly FrameworkBody[];
};
