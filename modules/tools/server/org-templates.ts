import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ExportResources, OrgTemplate, ToolFramework } from "@/lib/results/types";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { readDocuments } from "@/modules/runs/server";
import { frameworkFamily } from "@/modules/tools/lib/drafting/specification-tor";
import { orgTemplateAttributes, TEMPLATE_TAG } from "@/modules/tools/lib/drafting/org-templates";
import { TEMPLATES } from "@/modules/tools/lib/templates";

/** More than this many tagged files is a library, not a template set: the newest are used. */
const MAX_ORG_TEMPLATES = 20;

const templateFiles = (orgId: string) => ({
  orgId,
  kind: "file" as const,
  tags: { has: TEMPLATE_TAG },
  file: { uploadStatus: "uploaded" as const, filename: { endsWith: ".docx", mode: "insensitive" as const } },
});

/** The org's drafting templates (Word files of its library tagged "template"), read as documents. */
export async function loadOrgTemplates(
  orgId: string,
  framework: ToolFramework | null,
): Promise<OrgTemplate[]> {
  const refs = await db().guidelineRef.findMany({
    where: templateFiles(orgId),
    orderBy: { createdAt: "desc" },
    take: MAX_ORG_TEMPLATES,
    select: {
      id: true,
      title: true,
      tags: true,
      file: { select: { id: true, key: true, filename: true, size: true, sha256: true } },
    },
  });
  const family = frameworkFamily(framework);
  const templates: OrgTemplate[] = [];
  for (const ref of refs) {
    if (!ref.file) continue;
    // A template that cannot be read is skipped: the draft falls back to the built-in ones.
    const [document] = await readDocuments([{ ...ref.file, groupId: "template" }]).catch(() => []);
    if (!document?.units.length) continue;
    templates.push({ id: ref.id, name: ref.title, ...orgTemplateAttributes(ref, family), document });
  }
  return templates;
}

/** Template bytes for a draft's "filled template" download: a built-in file, or the org's own (org-scoped). */
export function exportResources(user: SessionUser): ExportResources {
  return {
    async templateBytes(source, id) {
      if (source === "builtin") {
        const template = TEMPLATES.find((candidate) => candidate.id === id);
        if (!template) throw errors.notFound("This built-in template no longer exists.");
        return new Uint8Array(await readFile(path.join(process.cwd(), "public", template.path)));
      }
      const ref = await db().guidelineRef.findFirst({
        where: { id, ...templateFiles(user.orgId) },
        select: { file: { select: { key: true } } },
      });
      if (!ref?.file) throw errors.notFound("The template was removed from your library.");
      return storage().read(ref.file.key);
    },
  };
}
