-- Permissions are granted, not chosen (SECURITY.md S33, S34). An org admin grants a member the review of the
-- org's requests and the integrity API (/api/v1 through the session); admins hold both by being admin. The
-- profile role (User.role) only personalises the product and no longer grants anything.
ALTER TABLE "Membership" ADD COLUMN "reviewGranted" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Membership" ADD COLUMN "integrityApiGranted" BOOLEAN NOT NULL DEFAULT false;

-- Reviewers decide: approve (the existing 'completed'), return for revision, or reject.
ALTER TYPE "ReviewRequestStatus" ADD VALUE IF NOT EXISTS 'returned';
ALTER TYPE "ReviewRequestStatus" ADD VALUE IF NOT EXISTS 'rejected';

-- The session check returns the membership's grants with the rest of the session, so a grant or a revoke
-- holds from the member's next request (nothing about the membership is cached in process). The result
-- columns change, so the three session functions are dropped and created again with the grants after
-- "orgPersonal"; their checks are those of 20261125070000_session_functions and 20261128010000_settings_stamp.
DROP FUNCTION procuros_session_framework_settings(text, integer, text);
DROP FUNCTION procuros_session_settings_stamp(text, integer, text);
DROP FUNCTION procuros_session_user(text, integer, text);

CREATE FUNCTION procuros_session_user(p_user_id text, p_session_version integer, p_org_id text)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean,
    "reviewGranted" boolean, "integrityApiGranted" boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT u.id, u.email, u.name, u.role, u.plan, m."orgId", m.role::text, o.name, o.personal,
        m."reviewGranted", m."integrityApiGranted"
    FROM "User" u
    JOIN "Membership" m ON m."userId" = u.id
    JOIN "Org" o ON o.id = m."orgId"
    WHERE u.id = p_user_id AND u."sessionVersion" = p_session_version
      AND m."orgId" = p_org_id AND m.status = 'active';
END
$$;

CREATE FUNCTION procuros_session_settings_stamp(
    p_user_id text, p_session_version integer, p_org_id text
)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean,
    "reviewGranted" boolean, "integrityApiGranted" boolean, "settingsVersion" text
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT u.id, u.email, u.name, u.role, u.plan, m."orgId", m.role::text, o.name, o.personal,
        m."reviewGranted", m."integrityApiGranted", coalesce(st."version", 0)::text
    FROM "User" u
    JOIN "Membership" m ON m."userId" = u.id
    JOIN "Org" o ON o.id = m."orgId"
    LEFT JOIN "OrgSettingsStamp" st ON st."orgId" = o.id
    WHERE u.id = p_user_id AND u."sessionVersion" = p_session_version
      AND m."orgId" = p_org_id AND m.status = 'active';
END
$$;

CREATE FUNCTION procuros_session_framework_settings(
    p_user_id text, p_session_version integer, p_org_id text
)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean,
    "reviewGranted" boolean, "integrityApiGranted" boolean, "settingsVersion" text,
    "settings" json, "refs" json
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT s.*,
        (SELECT coalesce(json_agg(json_build_object(
            'source', f.source, 'data', f.data, 'updatedAt', f."updatedAt")), '[]')
         FROM "FrameworkSetting" f WHERE f."orgId" = s."orgId"),
        (SELECT coalesce(json_agg(json_build_object(
            'id', g.id, 'source', g.source, 'kind', g.kind, 'title', g.title, 'url', g.url, 'tags', g.tags,
            'notes', g.notes, 'createdAt', g."createdAt",
            'file', CASE WHEN sf.id IS NULL THEN NULL ELSE json_build_object(
                'id', sf.id, 'size', sf.size, 'contentType', sf."contentType",
                'uploadedAt', sf."uploadedAt", 'extractionStatus', sf."extractionStatus",
                'extractionError', sf."extractionError",
                '_count', json_build_object('chunks',
                    (SELECT count(*)::integer FROM "KnowledgeChunk" k WHERE k."fileId" = sf.id))) END
         ) ORDER BY g."createdAt"), '[]')
         FROM "GuidelineRef" g LEFT JOIN "StoredFile" sf ON sf.id = g."fileId"
         WHERE g."orgId" = s."orgId")
    FROM procuros_session_settings_stamp(p_user_id, p_session_version, p_org_id) s;
END
$$;
