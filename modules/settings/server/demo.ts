import "server-only";
import type { FrameworkSource } from "@/lib/frameworks/options";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { getFrameworkSettings, hasFrameworkSettings } from "./framework";

type DemoLink = { source: FrameworkSource; title: string; url: string; tags: string[]; notes: string };

/** Sample references for every source: real, official or widely used pages, so the demo is useful as is. */
export const DEMO_LINKS: readonly DemoLink[] = [
  {
    source: "country",
    title: "Uganda PPDA Act 2003 (ULII)",
    url: "https://ulii.org/akn/ug/act/2003/1/eng@2006-02-10",
    tags: ["uganda", "law", "ppda"],
    notes: "Primary law; check later amendments and the 2023 Regulations.",
  },
  {
    source: "country",
    title: "Kenya Public Procurement and Asset Disposal Regulations 2020",
    url: "https://new.kenyalaw.org/akn/ke/act/ln/2020/69/eng@2022-12-31",
    tags: ["kenya", "regulations"],
    notes: "LN 69/2020 as published by Kenya Law.",
  },
  {
    source: "multilateral",
    title: "World Bank Procurement Framework and Regulations",
    url: "https://www.worldbank.org/en/projects-operations/products-and-services/brief/procurement-new-framework",
    tags: ["world bank", "regulations", "ipf"],
    notes: "Check the edition in force for your financing agreement.",
  },
  {
    source: "multilateral",
    title: "World Bank thresholds and legal agreements in procurement",
    url: "https://www.worldbank.org/en/projects-operations/products-and-services/brief/thresholds-and-legal-agreements-in-procurement",
    tags: ["world bank", "thresholds"],
    notes: "",
  },
  {
    source: "multilateral",
    title: "AfDB procurement FAQ",
    url: "https://www.afdb.org/en/projects-and-operations/procurement/frequently-asked-questions/general-questions",
    tags: ["afdb", "faq"],
    notes: "",
  },
  {
    source: "bilateral",
    title: "GIZ tenders and procurement",
    url: "https://www.giz.de/en/workingwithgiz/tenders.html",
    tags: ["giz", "tenders"],
    notes: "Where GIZ publishes calls for tender.",
  },
  {
    source: "bilateral",
    title: "The Global Fund sourcing and procurement",
    url: "https://www.theglobalfund.org/en/sourcing-management/",
    tags: ["global fund", "health"],
    notes: "",
  },
  {
    source: "other",
    title: "EU public procurement thresholds",
    url: "https://single-market-economy.ec.europa.eu/single-market/public-procurement/legal-rules-and-implementation/thresholds_en",
    tags: ["eu", "thresholds"],
    notes: "Thresholds are revised every two years.",
  },
  {
    source: "other",
    title: "UNCITRAL Model Law on Public Procurement (2011)",
    url: "https://uncitral.un.org/en/texts/procurement/modellaw/public_procurement",
    tags: ["uncitral", "model law"],
    notes: "",
  },
];

/** Seed Demo Data: only for an org with no framework settings or references yet. */
export async function seedDemoData(user: SessionUser) {
  if (await hasFrameworkSettings(user.orgId))
    throw errors.conflict("Demo data can only be added before any framework settings exist.");
  await db().guidelineRef.createMany({
    data: DEMO_LINKS.map((link) => ({
      ...link,
      orgId: user.orgId,
      kind: "link" as const,
      createdBy: user.id,
    })),
  });
  await db().auditEvent.create({ data: { orgId: user.orgId, userId: user.id, action: "guideline.demo" } });
  return getFrameworkSettings(user);
}
