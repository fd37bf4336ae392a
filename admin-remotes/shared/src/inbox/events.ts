/** A remote tells the shell that New counts may have changed (a status change, a delete). */
export const INBOX_CHANGED_EVENT = 'kavach:inbox-changed';

export function inboxChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(INBOX_CHANGED_EVENT));
}
