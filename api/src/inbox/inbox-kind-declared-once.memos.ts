// Step 4 of docs/how-to/inbox-kind.md for inbox-kind-declared-once.e2e-spec.ts: the test's own
// kind ('memos') in the one list of inbox kinds, as a new kind writes its line in
// permissions.ts. Imported before anything that reads the list.
import { INBOX_KIND_NOUNS, INBOX_KINDS, type InboxKindName } from '../platform/access/permissions';

Object.assign(INBOX_KIND_NOUNS, { memos: 'memo' });
// permissions.ts lists the names from the table when it loads, before this line ran.
(INBOX_KINDS as InboxKindName[]).push('memos' as InboxKindName);
