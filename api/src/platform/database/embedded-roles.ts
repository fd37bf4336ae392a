import type { Client } from 'pg';

/**
 * The objects of the public schema not owned by `role`, each with the statement that gives it
 * to `role`. Tables bring their indexes and their identity/serial sequences along; members of
 * an extension (pg_trgm's functions) stay with the extension.
 */
const NOT_OWNED = `
  WITH app AS (SELECT oid FROM pg_roles WHERE rolname = $1::text),
  ext AS (SELECT objid, classid FROM pg_depend WHERE deptype = 'e')
  SELECT format('ALTER %s %s OWNER TO %I',
           CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                          WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
           c.oid::regclass, $1::text) AS stmt, 1 AS pass
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
     AND c.relowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM ext WHERE ext.classid = 'pg_class'::regclass AND ext.objid = c.oid)
     -- a sequence owned by a column follows its table
     AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d
              WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
  UNION ALL
  SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, $1::text), 2
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r') AND t.typowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM ext WHERE ext.classid = 'pg_type'::regclass AND ext.objid = t.oid)
  UNION ALL
  SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $1::text), 3
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname = 'public' AND p.proowner <> (SELECT oid FROM app)
     AND NOT EXISTS (SELECT 1 FROM ext WHERE ext.classid = 'pg_proc'::regclass AND ext.objid = p.oid)
  ORDER BY pass`;

/**
 * Gives `role` every object of the public schema (run as the superuser, in the app's database).
 * A data folder from before the app had its own role holds tables the superuser created; the
 * migrations, which now run as `role`, must own them to alter them. Returns how many moved.
 */
export async function ownAllTo(superuser: Client, role: string): Promise<number> {
  const { rows } = await superuser.query<{ stmt: string }>(NOT_OWNED, [role]);
  if (rows.length === 0) return 0;
  await superuser.query('BEGIN');
  try {
    for (const { stmt } of rows) await superuser.query(stmt);
    await superuser.query('COMMIT');
  } catch (e) {
    await superuser.query('ROLLBACK');
    throw e;
  }
  return rows.length;
}
