/**
 * File downloads (CSV exports, the privacy ZIP, resumes) through the typed client: the file
 * comes from the API with the session's bearer header; its name from Content-Disposition (the
 * server names every file), a CSV's record count from X-Record-Count (or by counting the CSV's
 * records), then a Blob URL is clicked as a link.
 */
import type { paths } from '@kavach/api-client';
import { api, ApiRequestError, unwrap } from './api';
import { plural } from './format';

/** The filename of a Content-Disposition header (the UTF-8 `filename*` form first), or null. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to filename= */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) return (plain[2] ?? plain[1]).trim();
  return null;
}

/** Number of data records of a CSV text (header excluded; quoted newlines kept inside a record). */
export function countCsvRecords(text: string): number {
  const body = text.replace(/^\uFEFF/, '');
  let records = 0;
  let inQuotes = false;
  let hasContent = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') {
      inQuotes = !inQuotes;
      hasContent = true;
    } else if ((c === '\n' || c === '\r') && !inQuotes) {
      if (c === '\r' && body[i + 1] === '\n') i++;
      if (hasContent) records++;
      hasContent = false;
    } else {
      hasContent = true;
    }
  }
  if (hasContent) records++;
  return Math.max(records - 1, 0);
}

export interface CsvDownload {
  filename: string;
  records: number;
}

/** No rows for the chosen range: the API's 404 message ('No data found for the selected date range.'). */
export class NoDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoDataError';
  }
}

/** Saves a Blob as a file through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The GET paths whose answer the document describes as a CSV file. */
export type CsvExportPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'text/csv': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];

/** An openapi-fetch result of a download read as bytes (`parseAs: 'arrayBuffer'` or `'blob'`). */
interface FileResult<Body extends ArrayBuffer | Blob> {
  data?: Body;
  error?: unknown;
  response: Response;
}

/** A downloaded file: its body (none when empty), the name the server gave it and the answer (its headers). */
export interface DownloadedFile<Body extends ArrayBuffer | Blob> {
  body: Body | undefined;
  filename: string;
  response: Response;
}

/**
 * Reads a download's answer: the body, and the file's name from Content-Disposition
 * (`fallbackName` only when the answer names none). A failure throws ApiRequestError with the
 * server's message, like every other call (`unwrap`).
 */
export async function receiveFile<Body extends ArrayBuffer | Blob>(
  call: Promise<FileResult<Body>>,
  fallbackName: string,
): Promise<DownloadedFile<Body>> {
  // openapi-fetch leaves `data` undefined when the answer is empty (Content-Length: 0).
  const body: Body | undefined = await unwrap(call);
  const { response } = await call;
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { body, filename, response };
}

/** The query of an export: the list's filters as the list sends them (lists comma-separated). */
export type ExportQuery = Record<string, string | undefined>;

/**
 * Downloads a CSV export. Throws NoDataError on the API's 404 "no data"
 * answer, ApiRequestError on any other failure.
 */
export async function downloadCsv(
  path: CsvExportPath,
  query: ExportQuery,
  fallbackName: string,
): Promise<CsvDownload> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  );
  let file: DownloadedFile<ArrayBuffer>;
  try {
    file = await receiveFile(
      api.GET(path, {
        // Lists go as the list keeps them, comma-separated (the API reads both forms).
        params: { query: params },
        headers: { Accept: 'text/csv, application/json' },
        // Bytes as sent (a text body would lose the UTF-8 BOM that spreadsheets rely on).
        parseAs: 'arrayBuffer',
      }),
      fallbackName,
    );
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) throw new NoDataError(e.message);
    throw e;
  }
  const { body: bytes = new ArrayBuffer(0), filename, response } = file;
  const header = Number(response.headers.get('X-Record-Count'));
  const records =
    Number.isFinite(header) && response.headers.has('X-Record-Count')
      ? header
      : countCsvRecords(new TextDecoder('utf-8').decode(bytes));
  saveBlob(new Blob([bytes], { type: 'text/csv;charset=utf-8' }), filename);
  return { filename, records };
}

/**
 * The export success message: the file name, the number of records and, when the export was
 * filtered, the filters in words ('12 records from 1 Nov to 22 Nov').
 */
export function exportSuccessMessage({ filename, records }: CsvDownload, filters = ''): string {
  return `CSV file '${filename}' downloaded successfully! (${plural(records, 'record')}${filters ? ` ${filters}` : ''})`;
}
