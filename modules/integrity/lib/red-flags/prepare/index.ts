// Cardinal's nine data preparation steps (its `prepare` command), applied to each compiled release before the
// indicators when the settings give any of its sections.
export { createPreparation, preparationOf, prepareRelease, type Preparation } from "./prepare";
export { preparationRequested, resolvePreparation, type PreparationConfig } from "./config";
export { PREPARATION_SECTIONS, preparationSettingsShape, type PreparationSettings } from "./settings";
export {
  PREPARATION_STEP_IDS,
  PREPARATION_STEP_LABELS,
  type PreparationCounts,
  type PreparationStepId,
} from "./steps";
