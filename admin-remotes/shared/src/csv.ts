/**
 * CSV export downloads: the file comes from the API with the bearer header;
 * its name from Content-Disposition, its record count from X-Record-Count (or
 * by counting the CSV's records), then a Blob URL is clicked as a link.
 */
import { authFetch, errorFromResponse } from './api';

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

/**
 * Downloads a CSV export. Throws NoDataError on the API's 404 "no data"
 * answer, ApiRequestError on any other failure.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<CsvDownload> {
  const response = await authFetch(url, { headers: { Accept: 'text/csv, application/json' } });
  if (response.status === 404) {
    const error = await errorFromResponse(response);
    throw new NoDataError(error.message);
  }
  if (!response.ok) throw await errorFromResponse(response);
  // Bytes as sent (response.text() would drop a UTF-8 BOM that spreadsheets rely on).
  const bytes = await response.arrayBuffer();
  const text = new TextDecoder('utf-8').decode(bytes);
  const header = Number(response.headers.get('X-Record-Count'));
  const records =
    Number.isFinite(header) && response.headers.has('X-Record-Count')
      ? header
      : countCsvRecords(text);
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(new Blob([bytes], { type: 'text/csv;charset=utf-8' }), filename);
  return { filename, records };
}

/**
 * The export success message: the file name, the number of records and, when the export was
 * filtered, the filters in words ('12 records from 1 Nov to 22 Nov').
 */
export function exportSuccessMessage({ filename, records }: CsvDownload, filters = ''): string {
  return `CSV file '${filename}' downloaded successfully! (${records} records${filters ? ` ${filters}` : ''})`;
}
