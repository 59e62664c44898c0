/** Runs of whitespace (line wraps, tabs, non-breaking spaces) become one space; the ends are trimmed. */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();
