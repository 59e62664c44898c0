/**
 * Values kept per key under a version stamp the database moves on every change (see the OrgSettingsStamp
 * migration): a value is used only while the stamp read in the same request still equals the stamp it was
 * read under, so a change made by any server instance is seen on the next request. Bounded: the least
 * recently used key goes first. Pure; the values are shared between requests and must not be mutated.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();

  constructor(private readonly maxKeys: number) {}

  /** The value stored under exactly this stamp, or undefined. */
  get(key: string, stamp: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    // Map keeps insertion order: re-inserting marks the key as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, stamp: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
