/**
 * A requirement written brand-neutral: "or equivalent" after every brand or model the text names (a brief often
 * names one: "desktop computers (Intel Core i5, 8GB RAM)"). The brands are the ones our own review flags, so a
 * draft never fails its quality gate on a name the officer typed.
 */
import { namedBrands } from "@/modules/review";

export function brandNeutral(text: string): string {
  let neutral = text;
  for (const { end } of namedBrands(text).sort((a, b) => b.end - a.end))
    neutral = `${neutral.slice(0, end)} or equivalent${neutral.slice(end)}`;
  return neutral;
}
