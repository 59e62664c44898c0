-- A version stamp per org for what GET /api/settings/framework shows (its framework settings, guideline
-- references, their files and passage counts), kept by triggers so that every write path moves it, whoever
-- writes. The server keeps the settings it last read per org with their stamp and reads only the stamp on the
-- busy signed-in path (modules/settings/server/framework.ts); the session check itself is never cached.
-- Versions come from one sequence, so a stamp never repeats, even for an org deleted and created again.
CREATE SEQUENCE "procuros_settings_stamp_seq";

CREATE TABLE "OrgSettingsStamp" (
    "orgId" TEXT NOT NULL,
    "version" BIGINT NOT NULL,
    CONSTRAINT "OrgSettingsStamp_pkey" PRIMARY KEY ("orgId")
);

-- Orgs that exist now may already have settings: each gets a stamp (an org without one has never had any).
INSERT INTO "OrgSettingsStamp" ("orgId", "version")
SELECT "id", nextval('procuros_settings_stamp_seq') FROM "Org";

CREATE OR REPLACE FUNCTION procuros_bump_settings_stamp(p_org_id text) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO "OrgSettingsStamp" ("orgId", "version")
    VALUES (p_org_id, nextval('procuros_settings_stamp_seq'))
    ON CONFLICT ("orgId") DO UPDATE SET "version" = EXCLUDED."version";
$$;

-- FrameworkSetting and GuidelineRef rows belong to one org each.
CREATE OR REPLACE FUNCTION procuros_settings_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM procuros_bump_settings_stamp(OLD."orgId");
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."orgId" IS DISTINCT FROM OLD."orgId") THEN
        PERFORM procuros_bump_settings_stamp(NEW."orgId");
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "FrameworkSetting_settings_stamp"
AFTER INSERT OR UPDATE OR DELETE ON "FrameworkSetting"
FOR EACH ROW EXECUTE FUNCTION procuros_settings_row_changed();

CREATE TRIGGER "GuidelineRef_settings_stamp"
AFTER INSERT OR UPDATE OR DELETE ON "GuidelineRef"
FOR EACH ROW EXECUTE FUNCTION procuros_settings_row_changed();

-- A stored file shows in the settings only through a guideline reference; tool attachments do not move it.
CREATE OR REPLACE FUNCTION procuros_settings_file_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM "GuidelineRef" g WHERE g."fileId" = NEW."id") THEN
        PERFORM procuros_bump_settings_stamp(NEW."orgId");
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "StoredFile_settings_stamp"
AFTER UPDATE OF "size", "contentType", "uploadedAt", "extractionStatus", "extractionError" ON "StoredFile"
FOR EACH ROW
WHEN (OLD."size" IS DISTINCT FROM NEW."size"
    OR OLD."contentType" IS DISTINCT FROM NEW."contentType"
    OR OLD."uploadedAt" IS DISTINCT FROM NEW."uploadedAt"
    OR OLD."extractionStatus" IS DISTINCT FROM NEW."extractionStatus"
    OR OLD."extractionError" IS DISTINCT FROM NEW."extractionError")
EXECUTE FUNCTION procuros_settings_file_changed();

-- Passage counts: once per statement (an index run inserts thousands of chunks in one statement). Both
-- triggers name their transition table changed_rows, so one function serves inserts and deletes.
CREATE OR REPLACE FUNCTION procuros_settings_chunks_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM procuros_bump_settings_stamp(changed."orgId")
    FROM (SELECT DISTINCT g."orgId" FROM changed_rows c JOIN "GuidelineRef" g ON g."fileId" = c."fileId") changed;
    RETURN NULL;
END
$$;

CREATE TRIGGER "KnowledgeChunk_settings_stamp_insert"
AFTER INSERT ON "KnowledgeChunk" REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION procuros_settings_chunks_changed();

CREATE TRIGGER "KnowledgeChunk_settings_stamp_delete"
AFTER DELETE ON "KnowledgeChunk" REFERENCING OLD TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION procuros_settings_chunks_changed();

-- The session check with the org's stamp: the busy path of GET /api/settings/framework. The checks of
-- procuros_session_user, written out in one statement: a nested PL/pgSQL call cost a third of this read on
-- embedded PGlite. tests/integration/session-check.test.ts holds the two to the same answers.
CREATE OR REPLACE FUNCTION procuros_session_settings_stamp(
    p_user_id text, p_session_version integer, p_org_id text
)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean, "settingsVersion" text
)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
    RETURN QUERY
    SELECT u.id, u.email, u.name, u.role, u.plan, m."orgId", m.role::text, o.name, o.personal,
        coalesce(st."version", 0)::text
    FROM "User" u
    JOIN "Membership" m ON m."userId" = u.id
    JOIN "Org" o ON o.id = m."orgId"
    LEFT JOIN "OrgSettingsStamp" st ON st."orgId" = o.id
    WHERE u.id = p_user_id AND u."sessionVersion" = p_session_version
      AND m."orgId" = p_org_id AND m.status = 'active';
END
$$;

-- The full read now also returns the stamp, read in the same statement (one snapshot) as the settings.
DROP FUNCTION procuros_session_framework_settings(text, integer, text);

CREATE FUNCTION procuros_session_framework_settings(
    p_user_id text, p_session_version integer, p_org_id text
)
RETURNS TABLE (
    "id" text, "email" text, "name" text, "role" text, "plan" text,
    "orgId" text, "orgRole" text, "orgName" text, "orgPersonal" boolean, "settingsVersion" text,
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
