import "server-only";
import { FRAMEWORK_SOURCES, type FrameworkSource } from "@/lib/frameworks/options";
import { selectionFromSetting, type FrameworkSelection } from "@/lib/frameworks/selection";
import {
  storedFrameworkFieldsSchema,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import { parseStoredOrNull } from "@/lib/server/stored-json";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import type { FrameworkSettingData } from "@/modules/settings/validation/framework";
import { deleteReferences } from "./guidelines";
import { updatePreferences } from "./preferences";
import { referenceSelect, toLibraryRef } from "./references";

/** Every source that has a saved form or references, in tab order. Scoped to the session's org. */
export async function getFrameworkSettings(user: SessionUser): Promise<FrameworkSettingView[]> {
  const [settings, references] = await Promise.all([
    db().frameworkSetting.findMany({
      where: { orgId: user.orgId },
      select: { source: true, data: true, updatedAt: true },
    }),
    // File references are created only once their upload is confirmed, so every row here is complete.
    db().guidelineRef.findMany({
      where: { orgId: user.orgId },
      orderBy: { createdAt: "asc" },
      select: referenceSelect,
    }),
  ]);
  const views: FrameworkSettingView[] = [];
  for (const source of FRAMEWORK_SOURCES) {
    const setting = settings.find((row) => row.source === source);
    const refs = references.filter((row) => row.source === source).map(toLibraryRef);
    if (!setting && refs.length === 0) continue;
    views.push({
      ...(setting
        ? (parseStoredOrNull(storedFrameworkFieldsSchema, setting.data, {
            record: "framework setting",
            id: `${user.orgId}/${source}`,
            column: "data",
          }) ?? {})
        : {}),
      orgId: user.orgId,
      source,
      type: source,
      updatedAt: setting?.updatedAt.toISOString() ?? null,
      guidelines: {
        links: refs.filter((ref) => ref.kind === "link"),
        files: refs.filter((ref) => ref.kind === "file"),
      },
    });
  }
  return views;
}

/**
 * Saves one source's form (replacing what was there: a type switch keeps only that type's fields) and makes
 * it the user's framework selection, which the tools read.
 */
export async function saveFrameworkSetting(
  user: SessionUser,
  data: FrameworkSettingData,
): Promise<{ frameworkSetting: FrameworkSettingView; framework: FrameworkSelection }> {
  await db().frameworkSetting.upsert({
    where: { orgId_source: { orgId: user.orgId, source: data.source } },
    create: { orgId: user.orgId, source: data.source, data, updatedBy: user.id },
    update: { data, updatedBy: user.id },
  });
  const preferences = await updatePreferences(user, { framework: selectionFromSetting(data, new Date()) });
  await db().auditEvent.create({
    data: { orgId: user.orgId, userId: user.id, action: "framework.save", detail: { source: data.source } },
  });
  const views = await getFrameworkSettings(user);
  return {
    frameworkSetting: views.find((view) => view.source === data.source)!,
    framework: preferences.framework,
  };
}

/** Tab Reset: the source goes back to its default and its guidelines are emptied, files included. */
export async function resetFrameworkSource(user: SessionUser, source: FrameworkSource): Promise<void> {
  const ids = await db().guidelineRef.findMany({
    where: { orgId: user.orgId, source },
    select: { id: true },
  });
  await deleteReferences(
    user,
    ids.map((row) => row.id),
  );
  await db().frameworkSetting.deleteMany({ where: { orgId: user.orgId, source } });
  await db().auditEvent.create({
    data: { orgId: user.orgId, userId: user.id, action: "framework.reset", detail: { source } },
  });
}

/** Whether the org has saved anything yet (Seed Demo Data is offered only before that). */
export async function hasFrameworkSettings(orgId: string): Promise<boolean> {
  const [settings, references] = await Promise.all([
    db().frameworkSetting.count({ where: { orgId } }),
    db().guidelineRef.count({ where: { orgId } }),
  ]);
  return settings + references > 0;
}
