import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../../test/helpers/test-app';
import { sendCsv } from './csv';
import { csvChunks } from './csv-export';

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
        const chunks = csvChunks<{ n: number; label: string }>(db, {
          header: ['S.No', 'N', 'Label'],
          sql: req.query.bad
            ? 'SELECT n FROM no_such_table'
            : `SELECT g AS n, 'row ' || g || CASE WHEN g % 2 = 0 THEN ' "quoted"' ELSE '' END AS label FROM generate_series(1, $1::int) g`,
          params: req.query.bad ? [] : [rows],
          toCells: (r, i) => [i, r.n, r.label],
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

  it('writes every row (BOM, quoted header, doubled quotes, CRLF) across chunk boundaries', async () => {
    for (const rows of [0, 999, 1000, 2500]) {
      const res = await request(server).get(`/export?rows=${rows}`).buffer(true).expect(200);
      const text: string = res.text;
      expect(text.startsWith('\uFEFF"S.No","N","Label"\r\n')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines).toHaveLength(rows + 2); // header + rows + trailing empty
      if (rows >= 2) expect(lines[2]).toBe('"2","2","row 2 ""quoted"""');
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
});
