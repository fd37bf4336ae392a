/**
 * Registrations calls through the shared typed client. The admin paths land
 * in @kavach/api-client with the API's endpoints (`npm run openapi`); until
 * then TypeScript flags the path strings here (vite builds regardless).
 */
import {
  api,
  unwrap,
  type ListQuery,
  type ListResponse,
  type Registration,
} from '@kavach/admin-shared';

export function fetchRegistrations(query: ListQuery): Promise<ListResponse<Registration>> {
  return unwrap(api.GET('/api/admin/registrations', { params: { query } }));
}

export const REGISTRATIONS_EXPORT_PATH = '/api/admin/registrations/export';
