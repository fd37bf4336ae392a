import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/helpers/test-app';
import { csvRecord, FORMULA_LEADS, sendCsv } from './csv';
import { csvChunks, inlineParameters, recordSql } from './csv-export';
import { dateTimeSql, formatDateTime } from './export-format';

/** sendCsv of csvChunks on a real Postgres: whole files, client aborts, failures before the first byte. */
describe('sendCsv of csvChunks (real Postgres)', () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let server: http.Server;
  const errors: unknown[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = await new DataSource({
      type: 'postgres',
      url: database.url,
      extra: { max: 3 },
    }).initialize();
    const app = express();
    app.get('/export', async (req, res) => {
      const rows = Number(req.query.rows);
      try {
        const chunks = csvChunks(db, {
          header: ['S.No', 'N', 'Label'],
          sql: req.query.bad
            ? 'SELECT n FROM no_such_table'
            : `SELECT '"' || g || '","row ' || g ||
                 CASE WHEN g % 2 = 0 THEN ' ""quoted""' ELSE '' END || E'"\\r\\n'
               FROM generate_series(${rows}, 1, -1) g`,
        });
        await sendCsv(res, { filename: 'x.csv', chunks });
      } catch (e) {
        errors.push(e);
        if (!res.headersSent) res.status(500).json({ failed: true });
      }
    });
    server = app.listen(0);
  });
  afterAll(async () => {
    server.close();
    await db.destroy();
    await drop();
  });

  it('writes every record once, whole and numbered, after the BOM and the header, whatever the chunks', async () => {
    // 30,000 rows are about 1 MB: several pieces sent, and records split across COPY's chunks.
    for (const rows of [0, 1, 999, 30_000]) {
      const res = await request(server).get(`/export?rows=${rows}`).buffer(true).expect(200);
      const text: string = res.text;
      expect(text.startsWith('\uFEFF"S.No","N","Label"\r\n')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines).toHaveLength(rows + 2); // header + rows + trailing empty
      // S.No counts the records in the query's order, here g descending.
      const expected = (n: number, g = rows + 1 - n) =>
        `"${n}","${g}","row ${g}${g % 2 === 0 ? ' ""quoted""' : ''}"`;
      for (let n = 1; n <= rows; n++)
        if (lines[n] !== expected(n)) expect(lines[n]).toBe(expected(n));
      expect(res.headers['content-disposition']).toContain('x.csv');
    }
  });

  it('gives the connection back when the client goes away mid-file', async () => {
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < 6; i++) {
      await new Promise<void>((resolve) => {
        const req = http.get(`http://127.0.0.1:${port}/export?rows=200000`, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
      });
    }
    // The pool holds 3 connections: all of them must be usable again.
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => db.query('SELECT 1 AS one').then((r) => r[0].one)),
    );
    expect(results).toEqual([1, 1, 1, 1]);
  });

  it('a failure before the first byte leaves the response to the caller (no attachment header)', async () => {
    const res = await request(server).get('/export?bad=1').expect(500);
    expect(res.body).toEqual({ failed: true });
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/json/);
    expect(errors.length).toBeGreaterThan(0);
  });

  it("writes times in SQL exactly as formatDateTime does (IST, 'Sept', midnight and noon)", async () => {
    const instants = [
      '2025-01-04T18:30:00Z',
      '2025-01-05T06:29:59Z',
      '2025-01-05T06:30:00Z',
      '2026-09-01T06:30:00Z',
      '2024-02-28T18:30:00Z',
      '1999-12-31T18:29:00Z',
      ...Array.from({ length: 5_000 }, (_, i) =>
        new Date(946684800000 + i * 419_430_453).toISOString(),
      ),
    ];
    const rows: { at: string; text: string }[] = await db.query(
      `SELECT at, ${dateTimeSql('at::timestamptz')} AS text FROM unnest($1::text[]) at`,
      [instants],
    );
    const wrong = rows.filter((r) => r.text !== formatDateTime(r.at));
    expect(wrong.map((r) => `${r.at}: ${r.text} ≠ ${formatDateTime(r.at)}`)).toEqual([]);
    expect(rows).toHaveLength(instants.length);
    expect((await db.query(`SELECT ${dateTimeSql('NULL::timestamptz')} AS t`))[0].t).toBeNull();
  });

  it('writes each record in SQL exactly as csvRecord does: guards, quotes, labels, stand-ins', async () => {
    const texts = [
      ...FORMULA_LEADS.map((c) => `${c}SUM(A1)`),
      '',
      null,
      'say "hi", ok',
      '"=quoted"',
      'a\r\nb',
      'é accent',
      '😀 emoji',
      "'already",
      ' =spaced',
    ];
    const labels = { new: 'New "one"', no_show: '=No-show' };
    const rows = texts.flatMap((text, i) =>
      [null, 'new', 'no_show', '-other', ''].map((status) => ({ i, text, status })),
    );
    const records: { record: string }[] = await db.query(
      `SELECT ${recordSql([
        { column: 'i' },
        { column: 'text' },
        { column: 'status', cell: { labels } },
        { column: 'text', cell: { blank: 'Website' } },
      ])} AS record
       FROM jsonb_to_recordset($1::jsonb) AS t(i int, text text, status text)`,
      [JSON.stringify(rows)],
    );
    const label = (s: string | null) =>
      s !== null && s in labels ? labels[s as keyof typeof labels] : s;
    expect(records.map((r) => r.record)).toEqual(
      rows.map((r) => csvRecord([r.i, r.text, label(r.status), r.text || 'Website'])),
    );
  });

  it('gives COPY the filters as literals: quotes, backslashes and "$2" in a value stay text', async () => {
    const hostile = `O'Brien \\ "x" $2 '); DROP TABLE t; --`;
    const sql = inlineParameters('SELECT $1::text AS a, $2::int AS b, $10::text AS c', [
      hostile,
      7,
      ...Array.from({ length: 7 }, () => 'x'),
      'ten',
    ]);
    expect(await db.query(sql)).toEqual([{ a: hostile, b: 7, c: 'ten' }]);
    expect(() => inlineParameters('SELECT $1', [new Date()])).toThrow(/neither text nor a number/);
  });
});
