import "server-only";
import { FRAMEWORK_SOURCES, type FrameworkSource } from "@/lib/frameworks/options";
import { selectionFromSetting, type FrameworkSelection } from "@/lib/frameworks/selection";
import {
  storedFrameworkFieldsSchema,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import { parseStoredOrNull } from "@/lib/server/stored-json";
import {
  sessionClaimsFromCookieHeader,
  sessionUserArguments,
  toSessionUser,
  type SessionUser,
  type SessionUserRow,
} from "@/lib/server/auth/session";
import { StampedCache } from "@/modules/settings/server/stamped-cache";
import { db } from "@/lib/server/db";
import type { FrameworkSettingData } from "@/modules/settings/validation/framework";
import { frameworkApplies } from "@/modules/settings/lib/framework-instruments";
import { deleteReferences } from "./guidelines";
import { updatePreferences } from "./preferences";
import { referenceSelect, toLibraryRef, type ReferenceRow } from "./references";

type SettingRow = { source: FrameworkSource; data: unknown; updatedAt: Date };

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
  return frameworkViews(user.orgId, settings, references);
}

function frameworkViews(
  orgId: string,
  settings: readonly SettingRow[],
  references: readonly ReferenceRow[],
): FrameworkSettingView[] {
  const views: FrameworkSettingView[] = [];
  for (const source of FRAMEWORK_SOURCES) {
    const setting = settings.find((row) => row.source === source);
    const refs = references.filter((row) => row.source === source).map(toLibraryRef);
    if (!setting && refs.length === 0) continue;
    const form = setting
      ? (parseStoredOrNull(storedFrameworkFieldsSchema, setting.data, {
          record: "framework setting",
          id: `${orgId}/${source}`,
          column: "data",
        }) ?? {})
      : {};
    views.push({
      ...form,
      // What the saved form brings to the reviews, said on save and beside the form (not "Saved." alone).
      ...(setting ? { applies: frameworkApplies({ ...form, source }) } : {}),
      orgId,
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

// In JSON, PostgreSQL writes a timestamp as ISO 8601 without a zone ("2026-01-02T03:04:05.678"); Prisma stores
// them in UTC, so they are read as UTC whatever the server's zone. (Cheaper than formatting in SQL.)
const utc = (timestamp: string) => new Date(`${timestamp}Z`);

type JsonReference = Omit<ReferenceRow, "createdAt" | "file"> & {
  createdAt: string;
  file: (Omit<NonNullable<ReferenceRow["file"]>, "uploadedAt"> & { uploadedAt: string | null }) | null;
};
type SessionWithSettingsRow = SessionUserRow & {
  settingsVersion: string;
  settings: (Omit<SettingRow, "updatedAt"> & { updatedAt: string })[];
  refs: JsonReference[];
};

type StampRow = SessionUserRow & { settingsVersion: string };

/**
 * The settings views each org's members last read, under the org's settings stamp. At most a few KB an org;
 * 2,000 orgs fit in a few MB.
 */
const settingsByOrg = new StampedCache<readonly FrameworkSettingView[]>(2_000);

/**
 * GET /api/settings/framework: the session check of `sessionUserFromCookieHeader` with the org's settings
 * stamp in one round trip (`procuros_session_settings_stamp`, the checks of `procuros_session_user` written
 * out in one statement; tests/integration/session-check.test.ts compares the two); the settings come
 * from this process's cache while the stamp is unchanged, else in one more round trip that reads the session,
 * the settings, the guideline references and the stamp in one statement (`procuros_session_framework_settings`,
 * one snapshot, so a view is never cached under a newer stamp than its data). The session itself is never
 * cached: a removed member or a signed-out token is refused by the first query. Only the session's org is
 * read. The columns are those of `getFrameworkSettings`.
 */
export async function sessionWithFrameworkSettings(
  cookieHeader: string | null,
): Promise<(SessionUser & { frameworkSettings: readonly FrameworkSettingView[] }) | null> {
  const claims = await sessionClaimsFromCookieHeader(cookieHeader);
  if (!claims) return null;
  const [stamp] = await db().$queryRaw<StampRow[]>`
    SELECT * FROM procuros_session_settings_stamp(${sessionUserArguments(claims)})`;
  if (!stamp) return null;
  const cached = settingsByOrg.get(stamp.orgId, stamp.settingsVersion);
  if (cached) return { ...toSessionUser(stamp), frameworkSettings: cached };
  const [row] = await db().$queryRaw<SessionWithSettingsRow[]>`
    SELECT * FROM procuros_session_framework_settings(${sessionUserArguments(claims)})`;
  if (!row) return null;
  const settings = row.settings.map((setting) => ({ ...setting, updatedAt: utc(setting.updatedAt) }));
  const references = row.refs.map((ref) => ({
    ...ref,
    createdAt: utc(ref.createdAt),
    file: ref.file && { ...ref.file, uploadedAt: ref.file.uploadedAt ? utc(ref.file.uploadedAt) : null },
  }));
  const user = toSessionUser(row);
  const frameworkSettings = frameworkViews(user.orgId, settings, references);
  settingsByOrg.set(user.orgId, row.settingsVersion, frameworkSettings);
  return { ...user, frameworkSettings };
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
