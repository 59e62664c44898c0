/** The colour themes a user can choose; "system" follows the device. */
export const THEMES = ["light", "dark", "system"] as const;
export type ThemeName = (typeof THEMES)[number];
