-- Member changes of an authority are recorded apart from the authority's own fields, so that
-- its history shows them only to those who may see its members: move the ones recorded before.
UPDATE "audit_log" SET "entity" = 'authority_member'
WHERE "entity" = 'authority'
  AND EXISTS (
    SELECT 1
    FROM jsonb_object_keys(
      CASE WHEN jsonb_typeof(coalesce("after", "before")) = 'object' THEN coalesce("after", "before") ELSE '{}'::jsonb END
    ) AS "key"
    WHERE "key" LIKE 'member %'
  );
