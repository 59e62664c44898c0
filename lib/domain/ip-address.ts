import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side request must never reach (SECURITY S13): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved, and their IPv6 and IPv4-mapped forms.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23], ["2001:db8::", 32],
  ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) blocked.addSubnet(network, prefix, "ipv6");

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1). */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:0*:)*(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address) ?? null;
  if (match) return match[1]!;
  const hex = /^(?:0*:)*ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** True for anything that is not a public unicast address (unparseable input counts as blocked). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, "ipv4");
  if (version !== 6) return true;
  const v4 = embeddedIpv4(bare.toLowerCase());
  if (v4) return isIP(v4) !== 4 || blocked.check(v4, "ipv4");
  return blocked.check(bare, "ipv6");
}
