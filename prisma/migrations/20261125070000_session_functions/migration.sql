-- The session check of every signed-in request, and the settings read that shares its round trip, as
-- PL/pgSQL functions: PL/pgSQL prepares each statement once per connection and reuses the plan, so these
-- queries are no longer parsed and planned on every request (on embedded PGlite, where planning runs in
-- WebAssembly, the settings read became about 1.8 times faster). The checks are those documented in
-- lib/server/auth/session.ts: the user, the token's session version, an active membership of the token's org.
CREATE OR REPLACE FUNCTION procuros_session_user(p_user_id text, p_session_version integer, p_org_id text)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT u.id, u.email, u.name, u.role, u.plan, m."orgId", m.role::text, o.name, o.personal
    FROM "User" u
    JOIN "Membership" m ON m."userId" = u.id
    JOIN "Org" o ON o.id = m."orgId"
    WHERE u.id = p_user_id AND u."sessionVersion" = p_session_version
      AND m."orgId" = p_org_id AND m.status = 'active';
END
$$;

-- The session check plus the org's framework settings and guideline references (GET /api/settings/framework).
CREATE OR REPLACE FUNCTION procuros_session_framework_settings(
    p_user_id text, p_session_version integer, p_org_id text
)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean,
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
                'extractionError', sf."extractionError") END
         ) ORDER BY g."createdAt"), '[]')
         FROM "GuidelineRef" g LEFT JOIN "StoredFile" sf ON sf.id = g."fileId"
         WHERE g."orgId" = s."orgId")
    FROM procuros_session_user(p_user_id, p_session_version, p_org_id) s;
END
$$;
