// docs/how-to/content-kind.md, step 1, for content-kind.e2e-spec.ts: an "event" kind declared as
// content-kinds.ts declares its kinds. Imported before anything that reads the table.
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  type ContentKind,
  type ContentKindName,
} from '../../src/content/content-kinds';

/** Step 1: the kind's declaration, as content-kinds.ts would hold it. */
const EVENT: ContentKind = {
  label: 'Events',
  noun: 'event',
  nouns: 'events',
  titleLabel: 'Title',
  date: { label: 'Date', display: 'MMMM d, yyyy', required: true },
  body: { label: 'Programme', required: false },
  fields: {
    image: { type: 'image', label: 'Image', required: true },
    description: { type: 'text', label: 'Description', max: 600, required: true, multiline: true },
  },
  order: 'date-desc',
  itemPath: '/events/{slug}',
  listPath: '/events',
};
Object.assign(CONTENT_KINDS, { event: EVENT });
// content-kinds.ts lists the names from the table when it loads, before this line ran.
CONTENT_KIND_NAMES.push('event' as ContentKindName);
