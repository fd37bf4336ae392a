/**
 * Privacy Requests calls: the look-up and the erasure through the shared typed client; the
 * export is a file download (a ZIP), fetched with the session's token like the CSV exports.
 */
import {
  api,
  authFetch,
  errorFromResponse,
  filenameFromDisposition,
  saveBlob,
  unwrap,
} from '@kavach/admin-shared';
import type { paths, Schemas } from '@kavach/api-client';

export type Lookup = Schemas['PrivacyLookup'];
export type Counts = Schemas['PrivacyCounts'];
export type Erased = Schemas['PrivacyErased'];
export type EraseReply = Schemas['PrivacyEraseResponse'];
export type CaseEvent = Schemas['PrivacyCaseEvent'];

/** What is held for the address: counts, rows (a capped list per kind) and the case's history. */
export function lookUp(email: string) {
  return unwrap(api.POST('/api/admin/privacy/lookup', { body: { email } }));
}

/** Deletes everything held for the address; `confirmation` is the address typed again. */
export function erase(email: string, confirmation: string) {
  return unwrap(api.POST('/api/admin/privacy/erase', { body: { email, confirmation } }));
}

const EXPORT_PATH = '/api/admin/privacy/export' satisfies keyof paths;

/** Downloads the ZIP of everything held for the address; answers the file's name. */
export async function downloadExport(email: string, fallbackName: string): Promise<string> {
  const body: Schemas['PrivacyAddressDto'] = { email };
  const response = await authFetch(EXPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/zip, application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(new Blob([await response.arrayBuffer()], { type: 'application/zip' }), filename);
  return filename;
}
