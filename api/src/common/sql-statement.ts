/** One SQL statement with its parameters, numbered from $1. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * Joins INSERT statements and a final statement into one, `WITH s1 AS (…), s2 AS (…) final`,
 * renumbering each statement's $n parameters. A single statement is atomic (all its writes or
 * none) and costs one round trip; data-modifying WITH clauses always run to completion.
 * Statements are the code's own constant SQL: no literal in them may contain `$`.
 */
export function combineStatements(
  inserts: readonly SqlStatement[],
  final: SqlStatement,
): SqlStatement {
  const params: unknown[] = [];
  const renumber = (s: SqlStatement) => {
    const offset = params.length;
    params.push(...s.params);
    return s.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  };
  const ctes = inserts.map((s, i) => `s${i + 1} AS (${renumber(s)})`);
  const last = renumber(final);
  return { sql: ctes.length ? `WITH ${ctes.join(', ')} ${last}` : last, params };
}
