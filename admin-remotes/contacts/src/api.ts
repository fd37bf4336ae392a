/**
 * Contacts calls through the shared typed client. The admin contacts paths
 * land in @kavach/api-client when the API's endpoints do (`npm run openapi`);
 * until then TypeScript flags the path strings here (vite builds regardless).
 */
import { api, unwrap, type Contact, type ListQuery, type ListResponse } from '@kavach/admin-shared';

export function fetchContacts(query: ListQuery): Promise<ListResponse<Contact>> {
  return unwrap(api.GET('/api/admin/contacts', { params: { query } }));
}

export const CONTACTS_EXPORT_PATH = '/api/admin/contacts/export';
