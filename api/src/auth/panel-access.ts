import type { AppConfig } from '../platform/config/app-config';
import type { Panel } from './dto/login.dto';
import { JOBS_PANEL_ROLES } from '../platform/access/permissions';

/**
 * Whether a user may work on a panel, checked at login and again on every request (the token
 * names its panel):
 * - /jobs-admin: an HR role, and on PANEL_JOBS_ADMIN_USERS when that list is set;
 * - /admin: on PANEL_ADMIN_USERS when that list is set; an HR role must also pass the
 *   /jobs-admin list, since an HR role's whole work is the jobs panel's — leaving someone off
 *   that list keeps them out of jobs and applications wherever they sign in.
 */
export function mayUsePanel(
  user: { username: string; role: string },
  panel: Panel,
  panels: AppConfig['panels'],
): boolean {
  const name = user.username.toLowerCase();
  const listed = (list: string[]) => list.length === 0 || list.includes(name);
  const hr = JOBS_PANEL_ROLES.includes(user.role);
  if (panel === 'jobs-admin') return hr && listed(panels['jobs-admin']);
  return listed(panels.admin) && (!hr || listed(panels['jobs-admin']));
}
