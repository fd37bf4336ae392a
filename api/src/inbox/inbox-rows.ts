import type { InboxStatus } from '../submissions/inbox-status';
import type { NoteView } from './dto/inbox.views';
import type { InboxKind } from './inbox-kind';
import type { NoteRow } from './inbox-notes.repository';

/** The guard's own 403 message, for a permission checked in a service. */
export const NO_ACCESS = 'You do not have access to this section.';

export interface StatusRow {
  id: number;
  status: InboxStatus;
  status_changed_at: Date | null;
  status_changed_by: string | null;
}

export interface StatusFieldsView {
  id: number;
  status: InboxStatus;
  status_changed_at: string | null;
  status_changed_by: string | null;
}

export function statusView(r: StatusRow): StatusFieldsView {
  return {
    id: r.id,
    status: r.status,
    status_changed_at: r.status_changed_at ? new Date(r.status_changed_at).toISOString() : null,
    status_changed_by: r.status_changed_by,
  };
}

export function noteView(r: NoteRow): NoteView {
  return {
    id: r.id,
    body: r.body,
    author: r.author,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/**
 * Removes the stored files of deleted records, once their rows are gone; a failure is logged,
 * not thrown: the file is an orphan for the retention sweep.
 */
export async function removeFiles(
  storage: { delete(key: string): Promise<void> },
  logger: { error(message: string): void },
  kind: InboxKind,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (e) {
      logger.error(`could not remove ${kind.file?.noun ?? 'file'} ${key}: ${(e as Error).message}`);
    }
  }
}
