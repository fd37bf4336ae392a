import type { Response } from 'express';

/** A CSV export ready to send: the controller writes `chunks` to the response it owns. */
export interface CsvDownload {
  filename: string;
  /** Rows in the file (the X-Record-Count header), when counted beforehand. */
  count?: number;
  /** UTF-8 text with BOM and header row first, read lazily from the database. */
  chunks: AsyncIterable<string | Buffer>;
}

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_LEADS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Neutralises spreadsheet formulas: a cell starting with one of FORMULA_LEADS is prefixed with a
 * single quote, so Excel/Sheets show it as text instead of evaluating it.
 */
export function guardCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = value instanceof Date ? value.toISOString() : String(value);
  return s !== '' && FORMULA_LEADS.includes(s[0]!) ? `'${s}` : s;
}

/** A safe `Content-Disposition: attachment` header value for a server-built file name. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The Content-Disposition of a file shown in the browser (a preview), with its name for Save. */
export function inline(filename: string): string {
  return attachment(filename).replace(/^attachment/, 'inline');
}

/** A field is quoted when written; a quote inside it is doubled. */
const QUOTE = /"/g;

/** One CSV field: guarded, quoted (RFC 4180), quotes inside doubled. */
export function csvField(value: unknown): string {
  const s = guardCell(value);
  return '"' + (s.includes('"') ? s.replace(QUOTE, '""') : s) + '"';
}

/** One CSV record: every field as `csvField` writes it, CRLF-terminated. */
export function csvRecord(cells: readonly unknown[]): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) out += (i === 0 ? '' : ',') + csvField(cells[i]);
  return out + '\r\n';
}

/** Writes with back-pressure; resolves false when the client has gone away. */
function write(res: Response, chunk: string | Buffer): Promise<boolean> {
  if (res.destroyed || res.writableEnded) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

/**
 * Sends an export as RFC 4180 CSV (every field quoted, UTF-8 with BOM so Excel reads it) on the
 * controller's response, waiting for the client whenever its buffer is full. A failure after the
 * first byte aborts the response, so a partial file is never mistaken for a whole; a failure
 * before it leaves the response to the error filter, which answers in JSON.
 */
export async function sendCsv(res: Response, csv: CsvDownload): Promise<void> {
  try {
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', attachment(csv.filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'no-store');
    if (csv.count !== undefined) res.setHeader('X-Record-Count', String(csv.count));
    let open = true;
    for await (const chunk of csv.chunks) {
      open = await write(res, chunk);
      if (!open) break;
    }
    if (open) res.end();
  } catch (e) {
    if (res.headersSent) {
      res.destroy(); // mid-file: abort the connection rather than end a truncated CSV cleanly
    } else {
      for (const h of ['Content-Type', 'Content-Disposition', 'X-Record-Count'])
        res.removeHeader(h);
    }
    throw e;
  }
}
