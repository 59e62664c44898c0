// A downloaded archive's text entries by name, for browser tests that check what an export holds.
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";

export async function readZipEntries(
  bytes: Uint8Array,
  maxBytes = 20 * 1024 * 1024,
): Promise<Map<string, string>> {
  const zip = await openZip(bytes);
  try {
    const entries = new Map<string, string>();
    for (const entry of await listEntries(zip))
      if (!entry.fileName.endsWith("/"))
        entries.set(entry.fileName, (await readEntry(zip, entry, maxBytes)).toString("utf8"));
    return entries;
  } finally {
    zip.close();
  }
}
