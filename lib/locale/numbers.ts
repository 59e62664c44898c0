import type { InputValue } from "@/lib/catalogue/types";

// Plain decimal notation only: no exponents, hex or "Infinity" (Number() would accept those).
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number from a form value, or null when it is not a finite decimal. Commas are thousands separators
 * ("1,234.50" is 1234.5) and spaces are ignored; a money value reads its amount.
 */
export function parseNumber(value: InputValue | number | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const raw =
    typeof value === "string"
      ? value
      : typeof value === "object" && value !== null && "amount" in value
        ? value.amount
        : "";
  const cleaned = raw.replace(/[,\s]/g, "");
  if (!DECIMAL.test(cleaned)) return null;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : null;
}
