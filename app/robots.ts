import type { MetadataRoute } from "next";
import { PROTECTED_PREFIXES } from "@/lib/routes";
import { env } from "@/lib/server/env";

export default function robots(): MetadataRoute.Robots {
  const base = env.APP_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/signin", "/signup", ...PROTECTED_PREFIXES] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
