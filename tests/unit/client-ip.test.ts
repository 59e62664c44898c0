import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/server/rate-limit";

describe("clientIp", () => {
  it("takes the first X-Forwarded-For address from fetch Headers", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" }))).toBe("203.0.113.7");
  });

  it("reads next-auth's plain header object the same way", () => {
    expect(clientIp({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toBe("203.0.113.7");
    expect(clientIp({ "x-real-ip": " 198.51.100.2 " })).toBe("198.51.100.2");
  });

  it("falls back to X-Real-IP, then to unknown", () => {
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp(new Headers())).toBe("unknown");
    expect(clientIp(undefined)).toBe("unknown");
    expect(clientIp({ "x-forwarded-for": ["array", "from", "a", "bad", "parser"] })).toBe("unknown");
  });
});
