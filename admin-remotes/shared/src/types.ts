/**
 * Types the tabs share, all taken from the generated client (@kavach/api-client):
 * a changed DTO or query parameter changes them and breaks the panel's type check.
 */
import type { paths, Schemas } from '@kavach/api-client';

/** The paths that answer a GET. */
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The query parameters of a GET path, as the document declares them. */
export type QueryOf<P extends GetPath> = NonNullable<paths[P]['get']['parameters']['query']>;

type SubmissionsQuery = QueryOf<'/api/admin/contacts'>;

/**
 * What useServerList sends for every page: the paging, search and date
 * parameters of the admin lists (page is 1-based; from/to are YYYY-MM-DD in
 * India time, the end day included).
 */
export type ListQuery = Required<Pick<SubmissionsQuery, 'page' | 'pageSize'>> &
  Pick<SubmissionsQuery, 'search' | 'from' | 'to'>;

/** Per-day counts of GET /api/admin/dashboard (the areas the caller may read). */
export type Dashboard = Schemas['DashboardResponse'];
export type DaySeries = Schemas['DayCount'];

/**
 * Every member of a string enum of the document, in the order written: the
 * keys of a `Record<T, …>` (a label map, or `true` per member). The object
 * literal must name each member once and nothing else, so a member added to
 * or removed from the document breaks the type check.
 */
export function enumMembers<T extends string>(members: Record<T, unknown>): T[] {
  return Object.keys(members) as T[];
}

/** Select options from a label map keyed by an enum of the document, in the map's order. */
export function labelOptions<T extends string>(
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return enumMembers(labels).map((value) => ({ value, label: labels[value] }));
}
