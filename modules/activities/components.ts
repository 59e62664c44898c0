/**
 * The activities feature's UI other features and pages use. See ./index.ts for its pure code.
 */
export {};
