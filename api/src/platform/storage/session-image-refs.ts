/**
 * SQL for the stored file name a session's image column points at (`<uuid>.<ext>`), or NULL
 * when it is not an uploaded image (a built-in /images/… picture, an outside URL).
 */
export function sessionImageNameSql(column: string): string {
  return `substring(${column} from '/api/files/session-images/([0-9a-f-]{36}\\.[a-z0-9]{2,5})$')`;
}

/** The storage key of an uploaded session image URL, or null for any other image. */
export function sessionImageKey(url: string): string | null {
  const m = /\/api\/files\/session-images\/([0-9a-f-]{36}\.[a-z0-9]{2,5})$/.exec(url);
  return m ? `session-images/${m[1]}` : null;
}
