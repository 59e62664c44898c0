/** Length of the guidance snippet on tool cards, in characters. */
export const GUIDANCE_SNIPPET_LENGTH = 160;

/**
 * Cuts `text` to `max` characters and appends an ellipsis (…) only when it was longer, so the result is at
 * most `max + 1` characters. A surrogate pair is never split in half.
 */
export function truncate(text: string, max: number = GUIDANCE_SNIPPET_LENGTH): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
