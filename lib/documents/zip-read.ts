/**
 * Promise helpers over yauzl for in-memory ZIP archives. yauzl reads the central directory lazily (one entry
 * at a time, nothing inflated) and, when an entry is read, fails as soon as it inflates past its declared
 * size, which is what lets the zip guard trust declared sizes.
 */
import yauzl, { type Entry, type ZipFile } from "yauzl";

export function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/**
 * Visits central-directory entries in order. `visit` returns a reason to stop early (e.g. a limit was hit),
 * which is returned; null means every entry was visited. The archive stays open (callers close it).
 */
export function walkEntries(zip: ZipFile, visit: (entry: Entry) => string | null): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const done = (result: string | null, error?: unknown) => {
      zip.removeAllListeners("entry");
      zip.removeAllListeners("end");
      if (error) reject(error);
      else resolve(result);
    };
    zip.on("entry", (entry: Entry) => {
      const stop = visit(entry);
      if (stop !== null) done(stop);
      else zip.readEntry();
    });
    zip.on("end", () => done(null));
    zip.once("error", (error: unknown) => done(null, error));
    zip.readEntry();
  });
}

/** Every entry of the central directory (callers run the zip guard first, which bounds the count). */
export async function listEntries(zip: ZipFile): Promise<Entry[]> {
  const entries: Entry[] = [];
  await walkEntries(zip, (entry) => {
    entries.push(entry);
    return null;
  });
  return entries;
}

/**
 * Inflates one entry into memory, refusing more than `maxBytes`. yauzl also errors when the data inflates
 * past the entry's declared size, so a lying central directory cannot smuggle a bomb through.
 */
export function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes)
    return Promise.reject(new Error(`entry ${entry.fileName} is larger than ${maxBytes} bytes`));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let total = 0;
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxBytes) {
          stream.destroy();
          reject(new Error(`entry ${entry.fileName} inflates past ${maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      stream.once("error", reject);
      stream.once("end", () => resolve(Buffer.concat(chunks, total)));
    });
  });
}

/** Inflates one entry and throws the bytes away, counting them: proves the declared size is the real one. */
export function drainEntry(zip: ZipFile, entry: Entry): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      let total = 0;
      stream.on("data", (chunk: Buffer) => {
        total += chunk.length;
      });
      stream.once("error", (streamError: unknown) => {
        stream.destroy();
        reject(streamError);
      });
      stream.once("end", () => resolve(total));
    });
  });
}
