import { Permission } from '../platform/access/permissions';
import type { ListSource } from '../platform/listing/admin-list';
import { provideStoredFiles, type StoredFileArea } from '../personal-data/personal-data-kind';
import { sessionImageNameSql } from '../platform/storage/session-image-refs';
import { toStaffSessionView, type StaffSessionView } from './dto/session.dto';
import { Session, SESSION_STATUSES } from './session.entity';

/**
 * An uploaded session image no session uses is deleted once older than this: a day, not an
 * hour, because the panel uploads the image when it is picked and the session is saved later.
 */
const ORPHAN_IMAGE_AGE_MS = 24 * 3600_000;

/** Uploaded session images, each named by the image URL of a session (the orphan sweep's area). */
const SESSION_IMAGE_FILES: StoredFileArea = {
  area: 'session-images',
  orphanAgeMs: ORPHAN_IMAGE_AGE_MS,
  usedKeys: `SELECT 'session-images/' || ${sessionImageNameSql('image')} AS key FROM sessions
                  WHERE 'session-images/' || ${sessionImageNameSql('image')} = ANY($1)`,
};

/**
 * Information sessions, declared once: the public list shows the active ones not yet ended;
 * the Sessions tab lists, creates, edits, toggles and deletes them; they move active ⇄ inactive
 * by hand and to expired once their (last) day has passed. They hold no personal data (the
 * registrations do); their uploaded images are swept when no session uses them.
 */
export const SESSION_KIND = {
  table: 'sessions',
  statuses: SESSION_STATUSES,
  permissions: { manage: Permission.SessionsManage },
  /**
   * Searched by title and place (the Registrations tab's session picker); the service orders
   * upcoming soonest first and past latest first.
   */
  list: {
    entity: Session,
    alias: 's',
    search: ['s.title', 's.place'],
    created: 's.created_at',
    order: { column: 's.date', direction: 'ASC' },
    view: toStaffSessionView,
  } satisfies ListSource<Session, StaffSessionView>,
  /** The public list's cap. */
  publicCap: 100,
  notFound: 'Session not found.',
  audit: {
    create: 'session.create',
    update: 'session.update',
    delete: 'session.delete',
    activate: 'session.activate',
    deactivate: 'session.deactivate',
    checkExpired: 'sessions.check-expired',
  },
  files: SESSION_IMAGE_FILES,
} as const;

/** The provider of the session images' area, for the orphan sweep. */
export const SessionImageFiles = provideStoredFiles(SESSION_KIND.files);
