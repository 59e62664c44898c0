import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side request must never reach (SSRF): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved, and their IPv6 and IPv4-mapped forms.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(network, prefix, "ipv6");

/**
 * The eight 16-bit groups of an IPv6 address, with "::" expanded and a dotted IPv4 tail read as two groups;
 * null when it is not one. Every spelling of an address ends up the same here (::ffff:127.0.0.1,
 * ::ffff:7f00:1, 0:0:0:0:0:ffff:7f00:0001), so the checks below see through the notation.
 */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  const groups = [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

const dottedOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * Every IPv4 address an IPv6 address carries inside it: IPv4-compatible (::a.b.c.d), IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), 6to4 (2002:AABB:CCDD::) and ISATAP (…:0:5efe:a.b.c.d).
 * A request to any of these can end up at the IPv4 address, so each must pass the IPv4 block list too.
 */
export function embeddedIpv4(groups: readonly number[]): string[] {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const found: string[] = [];
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0;
  if (zeroPrefix && g4 === 0 && (g5 === 0 || g5 === 0xffff)) found.push(dottedOf(g6, g7));
  if (zeroPrefix && g4 === 0xffff && g5 === 0) found.push(dottedOf(g6, g7));
  if (g0 === 0x2002) found.push(dottedOf(g1, g2));
  if ((g4 === 0 || g4 === 0x200) && g5 === 0x5efe) found.push(dottedOf(g6, g7));
  return found;
}

/** True for anything that is not a public unicast address (unparseable input counts as blocked). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, "ipv4");
  if (version !== 6) return true;
  const groups = ipv6Groups(bare);
  if (!groups) return true;
  if (embeddedIpv4(groups).some((v4) => blocked.check(v4, "ipv4"))) return true;
  // The canonical spelling, so BlockList compares the address and not its notation.
  return blocked.check(groups.map((group) => group.toString(16)).join(":"), "ipv6");
}
