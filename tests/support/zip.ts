// A tiny ZIP writer for tests: stored or deflated entries, ZIP64 end records when there are more than 65,535
// entries, and knobs to build hostile archives (lying sizes, encryption flag, precompressed data).
import { crc32, deflateRawSync } from "node:zlib";

export type ZipInput = {
  name: string;
  data?: Uint8Array | string;
  method?: "store" | "deflate";
  /** Precompressed deflate data standing for `uncompressedSize` bytes (reused across entries for bombs). */
  raw?: { compressed: Uint8Array; crc32: number; uncompressedSize: number };
  /** Written to the headers instead of the real uncompressed size (a lying archive). */
  declaredSize?: number;
  /** Sets the "traditional encryption" flag (the data is not actually encrypted). */
  encrypted?: boolean;
};

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

// 1 January 2024, 00:00 in DOS format: fixed, so archives are byte-for-byte reproducible.
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

export function makeZip(inputs: ZipInput[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const input of inputs) {
    const name = Buffer.from(input.name, "utf8");
    const plain =
      typeof input.data === "string"
        ? Buffer.from(input.data, "utf8")
        : Buffer.from(input.data ?? new Uint8Array());
    const method = input.raw || input.method === "deflate" ? 8 : 0;
    const body = input.raw ? Buffer.from(input.raw.compressed) : method === 8 ? deflateRawSync(plain) : plain;
    const crc = input.raw ? input.raw.crc32 : crc32(plain);
    const size = input.declaredSize ?? (input.raw ? input.raw.uncompressedSize : plain.length);
    const flags = 0x0800 | (input.encrypted ? 0x0001 : 0); // UTF-8 names
    const common = Buffer.concat([
      u16(20),
      u16(flags),
      u16(method),
      u16(DOS_TIME),
      u16(DOS_DATE),
      u32(crc),
      u32(body.length),
      u32(size),
      u16(name.length),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, u16(0), name]);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        common,
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    parts.push(local, body);
    offset += local.length + body.length;
  }
  const directory = Buffer.concat(central);
  const count = inputs.length;
  const end: Buffer[] = [];
  if (count > 0xfffe) {
    const zip64End = Buffer.concat([
      u32(0x06064b50),
      u64(44),
      u16(45),
      u16(45),
      u32(0),
      u32(0),
      u64(count),
      u64(count),
      u64(directory.length),
      u64(offset),
    ]);
    const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(offset + directory.length), u32(1)]);
    end.push(zip64End, locator);
  }
  const short = Math.min(count, 0xffff);
  end.push(
    Buffer.concat([
      u32(0x06054b50),
      u16(0),
      u16(0),
      u16(short),
      u16(short),
      u32(directory.length),
      u32(offset),
      u16(0),
    ]),
  );
  return new Uint8Array(Buffer.concat([...parts, directory, ...end]));
}

/** Deflated zeros, computed once per size: the building block of zip bombs. */
const zeroCache = new Map<number, { compressed: Uint8Array; crc32: number; uncompressedSize: number }>();
export function deflatedZeros(size: number) {
  let cached = zeroCache.get(size);
  if (!cached) {
    const zeros = Buffer.alloc(size);
    cached = { compressed: deflateRawSync(zeros, { level: 9 }), crc32: crc32(zeros), uncompressedSize: size };
    zeroCache.set(size, cached);
  }
  return cached;
}
