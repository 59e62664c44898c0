/**
 * A hard ceiling on a WebAssembly module's own memory, written into its binary before it is instantiated.
 * Wasm memory lives outside the V8 heap, so a worker's resourceLimits do not cap it: PDFium's binary declares
 * a maximum of 2 GB, and one hostile page (a flate-compressed content stream of 300 MB of text operators,
 * under 1 MB as a file) grew a worker to 2.2 GB before PDFium gave up. With the maximum lowered here, the
 * engine's next allocation past the ceiling fails inside the module instead.
 *
 * Binary format (WebAssembly core spec, 5.5): after the 8-byte header come sections (id byte, u32 LEB128 size,
 * contents); the memory section (id 5) is a vector of limits, each a flag byte (bit 0: a maximum follows,
 * bit 2: 64-bit memory) then min and optional max in pages of 64 KiB, as unsigned LEB128.
 */

const PAGE_BYTES = 65_536;
const MEMORY_SECTION = 5;
const HEADER_BYTES = 8;

/** Unsigned LEB128, optionally padded to `width` bytes (continuation bits set, as the format allows). */
function leb128(value: number, width = 0): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0 || out.length + 1 < width) byte |= 0x80;
    out.push(byte);
  } while (rest > 0 || out.length < width);
  return out;
}

function readLeb128(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  let next = at;
  for (;;) {
    if (next >= bytes.length) throw new Error("Truncated WebAssembly binary.");
    const byte = bytes[next++]!;
    value += (byte & 0x7f) * scale;
    scale *= 128;
    if ((byte & 0x80) === 0) return { value, next };
  }
}

/**
 * A copy of `binary` whose one defined memory may grow to at most `maxBytes` (rounded down to whole pages,
 * never below the memory's minimum). Throws on a module without its own 32-bit memory: the cap would not
 * hold, and a silent no-op would look like protection.
 */
export function capWasmMemory(binary: Uint8Array, maxBytes: number): Uint8Array<ArrayBuffer> {
  let at = HEADER_BYTES;
  while (at < binary.length) {
    const id = binary[at]!;
    const size = readLeb128(binary, at + 1);
    const contentsAt = size.next;
    const end = contentsAt + size.value;
    if (id !== MEMORY_SECTION) {
      at = end;
      continue;
    }
    const count = readLeb128(binary, contentsAt);
    if (count.value !== 1) throw new Error("Expected exactly one memory in the WebAssembly module.");
    const flagAt = count.next;
    const flag = binary[flagAt]!;
    if (flag & 0x04) throw new Error("64-bit WebAssembly memories are not capped here.");
    const min = readLeb128(binary, flagAt + 1);
    const oldMaxEnd = flag & 0x01 ? readLeb128(binary, min.next).next : min.next;
    const maxPages = Math.max(min.value, Math.floor(maxBytes / PAGE_BYTES));
    // The same width as the old maximum when it fits, so the section keeps its size.
    const oldWidth = flag & 0x01 ? oldMaxEnd - min.next : 0;
    const encodedMax = leb128(maxPages, leb128(maxPages).length <= oldWidth ? oldWidth : 0);
    const limits = [flag | 0x01, ...binary.subarray(flagAt + 1, min.next), ...encodedMax];
    const contents = [...binary.subarray(contentsAt, flagAt), ...limits, ...binary.subarray(oldMaxEnd, end)];
    const section = [MEMORY_SECTION, ...leb128(contents.length), ...contents];
    const out = new Uint8Array(binary.length - (end - at) + section.length);
    out.set(binary.subarray(0, at), 0);
    out.set(section, at);
    out.set(binary.subarray(end), at + section.length);
    return out;
  }
  throw new Error(
    "The WebAssembly module defines no memory of its own (an imported memory is not capped here).",
  );
}
