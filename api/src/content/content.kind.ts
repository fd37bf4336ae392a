import { Permission } from '../platform/access/permissions';
import { displayDate } from './content-fields';
import { ContentItem, type ContentSnapshot } from './content-item.entity';
import {
  CONTENT_KINDS,
  CONTENT_TRASH_DAYS,
  type ContentKind,
  type ContentKindName,
  type ContentStatus,
  hasItemPages,
} from './content-kinds';
import type { ContentImageInfo } from '../media/content-images';
import type { ContentItemView, ProposedContentView, PublicContentView } from './dto/content.dto';

/** The status a reader should see: a scheduled item whose time has come is published. */
export function statusNow(item: Pick<ContentItem, 'status' | 'publishAt'>): ContentStatus {
  return item.status === 'scheduled' && item.publishAt && item.publishAt <= new Date()
    ? 'published'
    : item.status;
}

/** Kinds with a page of their own per item (blog, news): the ones a feed or a newsletter points to. */
export const KINDS_WITH_PAGES = (Object.keys(CONTENT_KINDS) as ContentKindName[]).filter(
  hasItemPages,
);

/**
 * An article's summary, for a feed entry or a mail: its `description` (the field every kind with
 * a page of its own names so), or undefined when it has none.
 */
export function articleSummaryOf(fields: Record<string, unknown>): string | undefined {
  const text = fields.description;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The item's address on the site: its own page, or the page that shows its group. */
export function urlOf(c: Pick<ContentItem, 'kind' | 'slug' | 'fields'>): string {
  const k: ContentKind = CONTENT_KINDS[c.kind];
  const group = k.group ? c.fields[k.group] : undefined;
  const path = (typeof group === 'string' && k.itemPathByGroup?.[group]) || k.itemPath;
  return path.replace('{slug}', c.slug);
}

/** An item's content (what a revision or a proposal keeps) as the API names its parts. */
function contentView(s: ContentSnapshot): ProposedContentView {
  return {
    title: s.title,
    slug: s.slug,
    date: s.dated,
    position: s.position,
    fields: s.fields,
    body: s.body,
    seo_description: s.seoDescription,
    social_image: s.socialImage,
  };
}

export function toContentView(c: ContentItem): ContentItemView {
  return {
    id: c.id,
    kind: c.kind,
    ...contentView(c),
    status: statusNow(c),
    publish_at: c.publishAt ? c.publishAt.toISOString() : null,
    author: c.author,
    version: c.version,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    updated_by: c.updatedBy,
    deleted_at: c.deletedAt ? c.deletedAt.toISOString() : null,
    url: urlOf(c),
    proposal:
      c.proposal && c.proposalBy && c.proposalAt
        ? {
            by: c.proposalBy,
            at: c.proposalAt.toISOString(),
            content: contentView(c.proposal),
          }
        : null,
    review_note:
      c.reviewNote && c.reviewNoteBy && c.reviewNoteAt
        ? { text: c.reviewNote, by: c.reviewNoteBy, at: c.reviewNoteAt.toISOString() }
        : null,
  };
}

/** The image addresses an item names, by the key its field messages use. */
export function imagesOf(
  c: Pick<ContentItem, 'kind' | 'fields' | 'socialImage'>,
): Record<string, string> {
  const out: Record<string, string> = {};
  const fields: Record<string, { type: string }> = CONTENT_KINDS[c.kind].fields;
  for (const [key, field] of Object.entries(fields)) {
    const value = c.fields[key];
    if (field.type === 'image' && typeof value === 'string' && value) out[`fields.${key}`] = value;
  }
  if (c.socialImage) out.social_image = c.socialImage;
  return out;
}

export function toPublicView(
  c: ContentItem,
  index: number,
  html: string | null,
  known: Record<string, ContentImageInfo>,
  language: PublicContentView['language'] = 'en',
): PublicContentView {
  const images = Object.fromEntries(
    Object.values(imagesOf(c))
      .filter((url) => known[url])
      .map((url) => [url, known[url]]),
  );
  return {
    kind: c.kind,
    index,
    slug: c.slug,
    title: c.title,
    date: displayDate(c.kind, c.dated),
    iso_date: c.dated,
    fields: c.fields,
    html,
    seo_description: c.seoDescription,
    social_image: c.socialImage,
    images,
    updated_at: c.updatedAt.toISOString(),
    url: urlOf(c),
    language,
  };
}

/** The site's content, declared once for the routes, the audit log and the messages. */
export const CONTENT = {
  permissions: { edit: Permission.ContentEdit, publish: Permission.ContentPublish },
  trashDays: CONTENT_TRASH_DAYS,
  /** The audit details: the kind's noun, the id and the title, so the log reads without a lookup. */
  auditDetails: (c: Pick<ContentItem, 'id' | 'kind' | 'title'>) => ({
    noun: CONTENT_KINDS[c.kind].noun,
    id: c.id,
    name: c.title,
  }),
  messages: {
    notFound: (kind: ContentKindName) => `No such ${CONTENT_KINDS[kind].noun}.`,
    slugTaken: (kind: ContentKindName) =>
      `This slug is taken by another ${CONTENT_KINDS[kind].noun}. Choose another.`,
    slugFormerlyTaken: (kind: ContentKindName) =>
      `This slug was the address of another ${CONTENT_KINDS[kind].noun}, and its old links still lead there. Choose another.`,
    changedBy: (username: string, time: string) =>
      `This item was changed by ${username} at ${time}. Reload to see their version.`,
    changedByYou: (time: string) =>
      `You saved this item in another tab or window at ${time}. Reload to see that version.`,
    liveNeedsPublisher:
      'This item is on the site: only a publisher can change it. Ask a Kavach Admin to make the change.',
    inPast: 'The time to publish is in the past. Choose a later time, or publish now.',
    notLive: 'This item is not on the site.',
    alreadyLive: 'This item is already on the site.',
    proposeOnlyLive: 'This item is not on the site: save the change as a draft instead.',
    noProposal: 'This item has no proposed change: it may have been published or discarded.',
    discardNotYours: 'Only a publisher, or whoever proposed it, can discard a proposed change.',
    alreadyInReview: 'This item is already waiting for review.',
    onlyDraftsToReview:
      'Only a draft can be submitted for review: this item is already on the site or scheduled.',
    notInReview: 'This item is not waiting for review: it may have been published or sent back.',
    trashNeedsPublisher:
      'Only a publisher can move this to the trash. You can delete your own drafts that were never published.',
    inTrash: 'This item is in the trash. Restore it first.',
    notInTrash: 'This item is not in the trash.',
    trashExpired: `Items stay in the trash for ${CONTENT_TRASH_DAYS} days; this one can no longer be restored.`,
    trashed: (noun: string) => `The ${noun} is in the trash for ${CONTENT_TRASH_DAYS} days.`,
    noRevision: 'No such revision of this item.',
    notMailable: 'Only a blog post or a news item can be sent by e-mail.',
    mailOnlyLive: 'Publish it first: a newsletter points to a page readers can open.',
    readOnSite: 'Read it on our website:',
    noFeed: 'Only the blog and the news have a feed.',
    previewExpired: 'This preview link has run out. Open a new preview from the panel.',
    previewInvalid: 'This preview link is not valid. Open a new preview from the panel.',
    previewChanged:
      'This preview link has expired: the item has changed since it was made. Open a new preview from the panel.',
  },
} as const;
