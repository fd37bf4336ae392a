import { provideStoredFiles, type StoredFileArea } from '../personal-data/personal-data-kind';
import { sessionImageNameSql } from '../platform/storage/session-image-refs';

/**
 * An uploaded session image no session uses is deleted once older than this: a day, not an
 * hour, because the panel uploads the image when it is picked and the session is saved later.
 */
export const ORPHAN_IMAGE_AGE_MS = 24 * 3600_000;

/** Uploaded session images, each named by the image URL of a session. */
export const SESSION_IMAGE_FILES: StoredFileArea = {
  area: 'session-images',
  orphanAgeMs: ORPHAN_IMAGE_AGE_MS,
  usedKeys: `SELECT 'session-images/' || ${sessionImageNameSql('image')} AS key FROM sessions
                  WHERE 'session-images/' || ${sessionImageNameSql('image')} = ANY($1)`,
};

/** The provider of the session images' area, for the orphan sweep. */
export const SessionImageFiles = provideStoredFiles(SESSION_IMAGE_FILES);
