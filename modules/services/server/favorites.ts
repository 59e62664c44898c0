import "server-only";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";

/** The recently used list keeps 10 tools. */
export const MAX_RECENTS = 10;

export type MyTools = { favorites: string[]; recents: { toolId: string; usedAt: string }[] };

export async function getMyTools(user: Pick<SessionUser, "id">): Promise<MyTools> {
  const [favorites, recents] = await Promise.all([
    db().favoriteTool.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "asc" },
      select: { toolId: true },
    }),
    db().recentTool.findMany({
      where: { userId: user.id },
      orderBy: { usedAt: "desc" },
      take: MAX_RECENTS,
      select: { toolId: true, usedAt: true },
    }),
  ]);
  return {
    favorites: favorites.map((row) => row.toolId),
    recents: recents.map((row) => ({ toolId: row.toolId, usedAt: row.usedAt.toISOString() })),
  };
}

/** Replaces the favorites with `toolIds` (idempotent; order of first starring is kept for those that stay). */
export async function setFavorites(user: Pick<SessionUser, "id">, toolIds: string[]): Promise<MyTools> {
  const wanted = [...new Set(toolIds)];
  await db().$transaction(async (tx) => {
    await tx.favoriteTool.deleteMany({ where: { userId: user.id, toolId: { notIn: wanted } } });
    await tx.favoriteTool.createMany({
      data: wanted.map((toolId) => ({ userId: user.id, toolId })),
      skipDuplicates: true,
    });
  });
  return getMyTools(user);
}

/** Opening a tool moves it to the front with a fresh timestamp; only the 10 most recent are kept. */
export async function recordRecent(
  user: Pick<SessionUser, "id">,
  toolId: string,
  now = new Date(),
): Promise<MyTools> {
  await db().$transaction(async (tx) => {
    await tx.recentTool.upsert({
      where: { userId_toolId: { userId: user.id, toolId } },
      create: { userId: user.id, toolId, usedAt: now },
      update: { usedAt: now },
    });
    const keep = await tx.recentTool.findMany({
      where: { userId: user.id },
      orderBy: { usedAt: "desc" },
      take: MAX_RECENTS,
      select: { toolId: true },
    });
    await tx.recentTool.deleteMany({
      where: { userId: user.id, toolId: { notIn: keep.map((row) => row.toolId) } },
    });
  });
  return getMyTools(user);
}
