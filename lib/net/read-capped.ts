/**
 * The bytes of a body stream, stopping as soon as it passes `limit`, whatever Content-Length claimed: the stream is
 * cancelled and `tooLarge()` is thrown. One reader for request bodies (lib/server/api/handler.ts) and for the
 * answers of servers we call (modules/tools/lib/drafting/llm.ts), so neither can be made to fill memory.
 */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const { chunks, total } = await readChunksCapped(body, limit, tooLarge);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The same read, keeping the chunks as they came (for a caller that hands them on without joining them), and
 * showing each to `onChunk` as it arrives (a hash computed while the body streams in).
 */
export async function readChunksCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
  onChunk?: (chunk: Uint8Array) => void,
): Promise<{ chunks: Uint8Array[]; total: number }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!body) return { chunks, total };
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    onChunk?.(value);
    chunks.push(value);
  }
  return { chunks, total };
}
