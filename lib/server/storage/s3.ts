import "server-only";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { createPresignedPost } from "@aws-sdk/s3-presigned-post";
import { isValidObjectKey } from "@/lib/files/storage-keys";
import { assertPresignable } from "./policy";
import { newSealedKey } from "./sealed-keys";
import type { PresignedPost, PresignRequest, StorageDriver, StoredObjectInfo } from "./types";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, s3rver in tests); unset: AWS. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; most non-AWS services need it. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type S3Storage = StorageDriver & {
  readonly name: "s3";
  readonly client: S3Client;
  readonly bucket: string;
};

export function createS3Storage(config: S3StorageConfig): S3Storage {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? false,
    credentials: config.credentials,
    // The SDK's default CRC checksums on every call are not implemented by several S3-compatible services; we
    // only read, head, copy and delete, where they add nothing, so ask for them only when an operation requires it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    name: "s3",
    client,
    bucket,

    async presignPost(request: PresignRequest): Promise<PresignedPost> {
      assertPresignable(request);
      const expiresAt = new Date(Date.now() + request.expiresInSeconds * 1000);
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: request.key, // the SDK adds {"key": key}: an exact match, so the browser cannot pick another key
        Conditions: [
          ["eq", "$key", request.key],
          ["eq", "$Content-Type", request.contentType],
          ["content-length-range", request.minBytes, request.maxBytes],
        ],
        Fields: { "Content-Type": request.contentType },
        Expires: request.expiresInSeconds,
      });
      // Same leading order as the local driver; S3 only needs the file to come last.
      const { key, "Content-Type": contentType, ...rest } = fields;
      return { url, fields: { key: key!, "Content-Type": contentType!, ...rest }, expiresAt };
    },

    async head(key: string): Promise<StoredObjectInfo | null> {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return { size: out.ContentLength ?? 0, ...(out.ContentType ? { contentType: out.ContentType } : {}) };
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },

    async read(key: string): Promise<Uint8Array> {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
    },

    async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: bytes, ContentType: contentType }),
      );
    },

    async readStream(key: string): Promise<ReadableStream<Uint8Array>> {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
      if (!out.Body) return new ReadableStream({ start: (controller) => controller.close() });
      return out.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },

    async readPrefix(key: string, length: number): Promise<Uint8Array> {
      const wanted = Math.max(0, Math.floor(length));
      if (wanted === 0) return new Uint8Array();
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key), Range: `bytes=0-${wanted - 1}` }),
        );
        const bytes = out.Body ? await out.Body.transformToByteArray() : new Uint8Array();
        return bytes.subarray(0, wanted); // a service that ignores Range sends everything
      } catch (error) {
        if (isStatus(error, 416)) return new Uint8Array(); // a Range on an empty object is "not satisfiable"
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },

    // S3 cannot make a POST policy single-use: until it expires, the form can be posted again and replaces the
    // object. So the object is copied inside the bucket to a key no policy grants, and the upload key deleted;
    // a replay recreates the upload key, which nothing reads (confirm stores the sealed key) and a sweep removes.
    async seal(key: string): Promise<string | null> {
      const sealed = newSealedKey(checked(key));
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: sealed,
            CopySource: copySource(bucket, key),
            MetadataDirective: "COPY",
          }),
        );
      } catch (error) {
        if (isStatus(error, 404) || (error instanceof S3ServiceException && error.name === "NoSuchKey"))
          return null;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      return sealed;
    },
  };
}

/** `bucket/key`, URL-encoded per segment as CopyObject expects (our keys are plain ASCII anyway). */
function copySource(bucket: string, key: string): string {
  return [bucket, ...key.split("/")].map(encodeURIComponent).join("/");
}

/** The local driver refuses malformed keys by path; refuse them here too, so both drivers behave alike. */
function checked(key: string): string {
  if (!isValidObjectKey(key)) throw new Error("Invalid object key.");
  return key;
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}
