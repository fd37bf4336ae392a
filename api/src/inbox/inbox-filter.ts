import type { InboxFilter } from './dto/inbox-filters.dto';

/** Whether a filter narrows the list (then "Showing X of Y" needs the unfiltered Y). */
export function isFiltered(f: InboxFilter): boolean {
  return Boolean(
    f.search?.trim() ||
    f.from ||
    f.to ||
    f.status?.length ||
    f.sessionId !== undefined ||
    f.position?.trim() ||
    f.ids?.length,
  );
}
