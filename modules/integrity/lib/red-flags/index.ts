// Red-flag monitoring over OCDS compiled releases, compatible with open-contracting's Cardinal: the 11
// indicators, Cardinal's quartile method and output shape, streamed so memory stays flat in the input's size.
export { createRedFlagCalculator, type RedFlagCalculator } from "./calculator";
export {
  computeRedFlags,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_LINE_BYTES,
  type RedFlagInput,
  type RedFlagInputLimits,
} from "./compute";
export { RedFlagInputError, type RedFlagInputReason } from "./errors";
export { flattenRedFlags } from "./flatten";
export { INDICATORS, type IndicatorInfo } from "./indicators";
export {
  fromStoredRedFlags,
  storedRedFlagsSchema,
  toStoredRedFlags,
  type StoredRedFlagResult,
  type StoredRedFlags,
} from "./stored";
export { quantile } from "./quartiles";
export {
  INDICATOR_CODES,
  INDICATOR_DEFAULTS,
  parseRedFlagSettings,
  redFlagSettingsSchema,
  type IndicatorCode,
  type RedFlagSettings,
  type RedFlagSettingsInput,
  unknownSettings,
  type UnknownSetting,
} from "./settings";
export {
  PREPARATION_STEP_IDS,
  PREPARATION_STEP_LABELS,
  type PreparationSettings,
  type PreparationStepId,
} from "./prepare";
export {
  RED_FLAG_GROUPS,
  type GroupResults,
  type RedFlagGroup,
  type RedFlagMeta,
  type RedFlagResult,
  type RedFlagRow,
  type RedFlagStats,
} from "./types";
