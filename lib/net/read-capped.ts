/**
 * The bytes of a body stream, stopping as soon as it passes `limit`, whatever Content-Length claimed: the stream is
 * cancelled and `tooLarge()` is thrown. One reader for request bodies (lib/server/api/handler.ts) and for the
 * answers of servers we call (lib/drafting/llm.ts), so neither can be made to fill memory.
 */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
