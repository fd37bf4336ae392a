import { Permission } from '../platform/access/permissions';
import { provideStoredFiles, type StoredFileArea } from '../personal-data/personal-data-kind';
import { SESSION_STATUSES } from './session.entity';
import { SESSION_IMAGES_IN_USE } from './sessions.repository';

/**
 * An uploaded session image no session uses is deleted once older than this: a day, not an
 * hour, because the panel uploads the image when it is picked and the session is saved later.
 */
const ORPHAN_IMAGE_AGE_MS = 24 * 3600_000;

/** Uploaded session images, each named by the image URL of a session (the orphan sweep's area). */
const SESSION_IMAGE_FILES: StoredFileArea = {
  area: 'session-images',
  orphanAgeMs: ORPHAN_IMAGE_AGE_MS,
  usedKeys: SESSION_IMAGES_IN_USE,
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
