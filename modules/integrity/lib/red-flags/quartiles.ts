// Order statistics exactly as Cardinal computes them (statrs' Data::quantile, Hyndman-Fan type 8), so that
// fences and therefore flags match Cardinal's to the last bit.

/** Quantile of ascending-sorted values; NaN for no values or p outside [0, 1], as statrs answers. */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0 || !(p >= 0 && p <= 1)) return NaN;
  const h = (n + 1 / 3) * p + 1 / 3;
  const hf = Math.trunc(h);
  if (hf <= 0 || p === 0) return sorted[0]!;
  if (hf >= n || p === 1) return sorted[n - 1]!;
  const a = sorted[hf - 1]!;
  const b = sorted[hf]!;
  return a + (h - hf) * (b - a);
}

/** Ascending numeric order (a Float64Array sorts by value, not as strings). */
export function sortedValues(values: Iterable<number>): Float64Array {
  return Float64Array.from(values).sort();
}

export type Quartiles = { q1: number; q3: number };

export function quartiles(sorted: ArrayLike<number>): Quartiles {
  return { q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/** Q1 - 1.5 IQR, rounded once like Rust's `(q3 - q1).mul_add(-1.5, q1)`. */
export const lowerFence = ({ q1, q3 }: Quartiles): number => fma(q3 - q1, -1.5, q1);

/** Q3 + 1.5 IQR, rounded once like Rust's `(q3 - q1).mul_add(1.5, q3)`. */
export const upperFence = ({ q1, q3 }: Quartiles): number => fma(q3 - q1, 1.5, q3);

const view = new DataView(new ArrayBuffer(8));

/** x = mantissa * 2^exponent, exactly. */
function decompose(x: number): [bigint, number] {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const sign = hi >>> 31 ? -1n : 1n;
  const biased = (hi >>> 20) & 0x7ff;
  const mantissa = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  if (biased === 0) return [sign * mantissa, -1074];
  return [sign * (mantissa | (1n << 52n)), biased - 1075];
}

/** Nearest double to m * 2^e (one rounding: a sticky bit keeps the discarded tail's effect). */
function toNumber(m: bigint, e: number): number {
  if (m === 0n) return 0;
  const negative = m < 0n;
  let abs = negative ? -m : m;
  const bits = abs.toString(2).length;
  if (bits > 64) {
    const shift = BigInt(bits - 64);
    const sticky = (abs & ((1n << shift) - 1n)) === 0n ? 0n : 1n;
    abs = (abs >> shift) | sticky;
    e += bits - 64;
  }
  let r = Number(abs);
  while (e > 0) {
    const step = Math.min(e, 1000);
    r *= 2 ** step;
    e -= step;
  }
  while (e < 0) {
    const step = Math.max(e, -1000);
    r *= 2 ** step;
    e -= step;
  }
  return negative ? -r : r;
}

/** Fused multiply-add a * b + c with a single rounding (JavaScript has no Math.fma). */
export function fma(a: number, b: number, c: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c)) return a * b + c;
  const [ma, ea] = decompose(a);
  const [mb, eb] = decompose(b);
  const [mc, ec] = decompose(c);
  const ep = ea + eb;
  const e = Math.min(ep, ec);
  const sum = ((ma * mb) << BigInt(ep - e)) + (mc << BigInt(ec - e));
  return sum === 0n ? a * b + c : toNumber(sum, e);
}

/** Cardinal's Meta rounding: 4 decimals, halves away from zero (Rust's f64::round); NaN becomes null as in JSON. */
export function round4(value: number): number | null {
  if (Number.isNaN(value)) return null;
  const scaled = value * 10_000;
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / 10_000;
}
