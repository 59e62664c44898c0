/**
 * The storage driver contract shared by the local-disk driver and the S3 driver. Browsers upload with a
 * presigned POST (same fields for both drivers); the server reads bytes back to check and extract them.
 */
export type PresignRequest = {
  /** Full object key, always under `org/{orgId}/` (see lib/files/storage-keys.ts). */
  key: string;
  contentType: string;
  /** Inclusive bounds for the policy's content-length-range. */
  minBytes: number;
  maxBytes: number;
  /** Seconds until the policy expires. */
  expiresInSeconds: number;
};

export type PresignedPost = {
  url: string;
  /** Form fields to send before the file, in this order (key, Content-Type, policy, signature...). */
  fields: Record<string, string>;
  expiresAt: Date;
};

export type StoredObjectInfo = { size: number; contentType?: string };

export interface StorageDriver {
  readonly name: "local" | "s3";
  presignPost(request: PresignRequest): Promise<PresignedPost>;
  /** Null when there is no such object. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** The whole object (callers check the size with `head` first; uploads are at most 25 MB). */
  read(key: string): Promise<Uint8Array>;
  /** The first `length` bytes, for magic-number checks without reading the whole file. */
  readPrefix(key: string, length: number): Promise<Uint8Array>;
  /** Stores bytes the server itself received (an API upload), replacing any object at `key`. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object as a stream, for inputs too large to hold twice (OCDS files of the red-flag API). */
  readStream(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Idempotent: deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Moves a just-uploaded object from its upload key to a fresh sealed key that no upload policy grants
   * (see sealed-keys.ts) and returns that key; null when nothing is stored at `key`. Afterwards nothing is at
   * `key`: a later replay of the upload form lands there and is never read. Confirm checks the bytes at the
   * returned key and stores it, so what is served is what was checked.
   */
  seal(key: string): Promise<string | null>;
}
