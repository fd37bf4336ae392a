import { combineStatements } from './sql-statement';

describe('combineStatements', () => {
  it('joins inserts as WITH clauses before the final statement, renumbering parameters', () => {
    const s = combineStatements(
      [
        { sql: 'INSERT INTO a (x, y) VALUES ($1, $2)', params: ['x', 'y'] },
        { sql: 'INSERT INTO b (z) VALUES ($1)', params: ['z'] },
      ],
      { sql: 'INSERT INTO c (p, q) VALUES ($1, $2), ($2, $1)', params: [1, 2] },
    );
    expect(s.sql).toBe(
      'WITH s1 AS (INSERT INTO a (x, y) VALUES ($1, $2)), s2 AS (INSERT INTO b (z) VALUES ($3)) ' +
        'INSERT INTO c (p, q) VALUES ($4, $5), ($5, $4)',
    );
    expect(s.params).toEqual(['x', 'y', 'z', 1, 2]);
  });

  it('renumbers two-digit parameters as numbers, not digit by digit', () => {
    const many = Array.from({ length: 12 }, (_, i) => `$${i + 1}`).join(', ');
    const s = combineStatements([{ sql: 'INSERT INTO a VALUES ($1)', params: [0] }], {
      sql: `INSERT INTO b VALUES (${many})`,
      params: Array.from({ length: 12 }, (_, i) => i),
    });
    expect(s.sql.endsWith('($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)')).toBe(true);
  });

  it('is the final statement alone when there is nothing to put before it', () => {
    expect(combineStatements([], { sql: 'SELECT $1', params: [1] })).toEqual({
      sql: 'SELECT $1',
      params: [1],
    });
  });
});
