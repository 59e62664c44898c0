/**
 * HSTS for an https deployment: browsers then refuse plain http to the host for two years,
 * so a network attacker cannot strip TLS on a later visit. Nothing on http (a local or test server).
 */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

export function strictTransportSecurity(appUrl: string): string | null {
  return appUrl.trim().toLowerCase().startsWith("https://") ? HSTS_VALUE : null;
}
