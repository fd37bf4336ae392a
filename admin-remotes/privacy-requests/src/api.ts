/**
 * Privacy Requests calls through the shared typed client: the look-up, the erasure and the
 * export, a file download (a ZIP) like the CSV exports.
 */
import { api, receiveFile, saveBlob, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Lookup = Schemas['PrivacyLookup'];
export type Counts = Schemas['PrivacyCounts'];
export type Erased = Schemas['PrivacyErased'];
export type CaseEvent = Schemas['PrivacyCaseEvent'];

/** What is held for the address: counts, rows (a capped list per kind) and the case's history. */
export function lookUp(email: string) {
  return unwrap(api.POST('/api/admin/privacy/lookup', { body: { email } }));
}

/** Deletes everything held for the address; `confirmation` is the address typed again. */
export function erase(email: string, confirmation: string) {
  return unwrap(api.POST('/api/admin/privacy/erase', { body: { email, confirmation } }));
}

/** Downloads the ZIP of everything held for the address; answers the file's name. */
export async function downloadExport(email: string, fallbackName: string): Promise<string> {
  const { body, filename } = await receiveFile(
    api.POST('/api/admin/privacy/export', {
      body: { email },
      headers: { Accept: 'application/zip, application/json' },
      parseAs: 'arrayBuffer',
    }),
    fallbackName,
  );
  saveBlob(new Blob([body ?? new ArrayBuffer(0)], { type: 'application/zip' }), filename);
  return filename;
}
