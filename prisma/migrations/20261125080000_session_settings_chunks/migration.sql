-- The settings read also says how many passages of each library file are in the knowledge index, as the
-- library's other reads do (modules/settings/server/references.ts): "Indexed for search" is only said of a file
-- whose passages are in the index.
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
                'extractionError', sf."extractionError",
                '_count', json_build_object('chunks',
                    (SELECT count(*)::integer FROM "KnowledgeChunk" k WHERE k."fileId" = sf.id))) END
         ) ORDER BY g."createdAt"), '[]')
         FROM "GuidelineRef" g LEFT JOIN "StoredFile" sf ON sf.id = g."fileId"
         WHERE g."orgId" = s."orgId")
    FROM procuros_session_user(p_user_id, p_session_version, p_org_id) s;
END
$$;
