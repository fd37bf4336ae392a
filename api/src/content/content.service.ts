import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Permission } from '../platform/access/permissions';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { Principal } from '../platform/access/principal';
import { checkContent } from './content-fields';
import type { ContentItem, ContentSnapshot } from './content-item.entity';
import { slugOf } from '../platform/fields/slug';
import { CONTENT_LENGTHS, type ContentKindName } from './content-kinds';
import { ContentImages, IMAGE_MESSAGES } from '../media/content-images';
import { ContentPreviews, PREVIEW_HOURS } from './content-previews';
import { changedParts, differences, excerptOf } from './content-revisions';
import { conflict, ContentStore, invalid } from './content-store';
import { CONTENT as C, imagesOf, statusNow, toContentView, urlOf } from './content.kind';
import { ContentRepository } from './content.repository';
import { ContentTranslations } from './content-translations.service';
import type { ListQueryDto } from '../platform/listing/list-query.dto';
import type {
  ContentItemView,
  ContentListQueryDto,
  ContentListResponse,
  ContentRevisionListResponse,
  CreateContentDto,
  UpdateContentDto,
} from './dto/content.dto';
import { holds, requireOwnOr } from '../platform/access/record-access';

/** On the site now, or scheduled to be: an editor proposes a change rather than making it. */
function isLiveItem(item: ContentItem): boolean {
  const status = statusNow(item);
  return status === 'published' || status === 'scheduled';
}

function propose(item: ContentItem, content: ContentSnapshot, p: Principal): void {
  item.proposal = content;
  item.proposalBy = p.username;
  item.proposalAt = new Date();
}

function clearProposal(item: ContentItem): void {
  item.proposal = null;
  item.proposalBy = null;
  item.proposalAt = null;
}

/**
 * Staff's writing of the site's content: lists, drafts with optimistic versions, a revision for
 * every save (restorable), previews. Editors change what is not live; a change to live content
 * is a publisher's (ContentPublishing changes states). Every change is audited in its
 * transaction.
 */
@Injectable()
export class ContentService {
  private readonly previews: ContentPreviews;

  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(ContentRepository) private readonly items: ContentRepository,
    @Inject(ContentImages) private readonly images: ContentImages,
    @Inject(ContentTranslations) private readonly translations: ContentTranslations,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.previews = new ContentPreviews(config.keys.links);
  }

  async list(kind: ContentKindName, q: ContentListQueryDto): Promise<ContentListResponse> {
    const page = await this.items.kindPage(kind, q, C.trashDays);
    const states = await this.translations.statesFor(page.data);
    return {
      ...page,
      data: page.data.map((c) => ({ ...toContentView(c), translations: states.get(c.id) })),
    };
  }

  /**
   * Every kind at once (not the trash): the items whose title, slug, fields or body match
   * `search`, the best match first (title words weigh most), else the latest change first.
   */
  async searchAll(q: ListQueryDto): Promise<ContentListResponse> {
    const page = await this.items.searchPage(q);
    return { ...page, data: page.data.map(toContentView) };
  }

  async get(kind: ContentKindName, id: number): Promise<ContentItemView> {
    return toContentView(await this.store.find(this.store.db.manager, kind, id));
  }

  /**
   * A signed link to the item's public page that shows it as it is now, for PREVIEW_HOURS or
   * until the item changes (ContentPreviews).
   */
  async preview(kind: ContentKindName, id: number) {
    const item = await this.store.find(this.store.db.manager, kind, id);
    if (item.deletedAt) throw conflict(C.messages.inTrash);
    const expires = new Date(Date.now() + PREVIEW_HOURS * 3_600_000);
    const token = this.previews.sign(item, expires);
    const [path, anchor] = urlOf(item).split('#');
    const url = `${path}?preview=${token}${anchor ? `#${anchor}` : ''}`;
    return { url, expires_at: expires.toISOString() };
  }

  create(kind: ContentKindName, dto: CreateContentDto, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const checked = await this.checked(kind, dto);
      const slug =
        dto.slug ?? (await this.store.freeSlug(m, kind, slugOf(dto.title, CONTENT_LENGTHS.slug)));
      await this.store.slugFree(m, kind, slug, null);
      const position = dto.position ?? (await this.store.nextPosition(m, kind));
      const item = await this.items.create(m, {
        kind,
        slug,
        title: dto.title,
        dated: checked.dated,
        position,
        fields: checked.fields,
        body: checked.body,
        seoDescription: dto.seo_description || null,
        socialImage: checked.socialImage,
        author: p.username,
        updatedBy: p.username,
      });
      await this.store.saveRevision(m, item, p);
      await this.store.record(m, p, 'content.create', item, ip);
      return toContentView(item);
    });
  }

  /** The item as edited, refused when made on an older version or when it is live for an editor. */
  update(kind: ContentKindName, id: number, dto: UpdateContentDto, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.editable(m, kind, id, dto.version, p);
      await this.store.applySnapshot(m, item, await this.edited(kind, dto, item));
      const saved = await this.store.bump(m, item, p);
      await this.store.saveRevision(m, saved, p);
      await this.store.record(m, p, 'content.update', saved, ip);
      return toContentView(saved);
    });
  }

  async revisions(kind: ContentKindName, id: number, page: number, pageSize: number) {
    await this.store.find(this.store.db.manager, kind, id);
    const result = await this.items.revisionsPage(id, page, pageSize);
    // What the page's oldest revision changed is read against the one before it.
    const oldest = result.data.at(-1);
    const before = oldest ? await this.items.revisionBefore(id, oldest.version) : null;
    const chain = [...result.data, ...(before ? [before] : [])];
    // Revisions are numbered 1, 2, 3… in the order they were saved (none is ever removed alone):
    // the item's version also counts publishing and unpublishing, which keep no revision.
    const newest = result.total - (page - 1) * pageSize;
    return {
      ...result,
      data: result.data.map((r, i) => ({
        id: r.id,
        number: newest - i,
        version: r.version,
        title: r.snapshot.title,
        excerpt: excerptOf(kind, r.snapshot),
        changed: changedParts(kind, r.snapshot, chain[i + 1]?.snapshot),
        saved_by: r.savedBy,
        saved_at: r.savedAt.toISOString(),
      })),
    } satisfies ContentRevisionListResponse;
  }

  /** Two of the item's revisions, the word-level difference of each part that changed between them. */
  async compare(kind: ContentKindName, id: number, fromId: number, toId: number) {
    await this.store.find(this.store.db.manager, kind, id);
    const [from, to] = await Promise.all(
      [fromId, toId].map((r) => this.numbered(this.store.db.manager, id, r)),
    );
    const [older, newer] = from.revision.version <= to.revision.version ? [from, to] : [to, from];
    const side = (r: typeof from) => ({
      id: r.revision.id,
      number: r.number,
      saved_by: r.revision.savedBy,
      saved_at: r.revision.savedAt.toISOString(),
    });
    return {
      from: side(older),
      to: side(newer),
      parts: differences(kind, older.revision.snapshot, newer.revision.snapshot),
    };
  }

  /** One revision of the item and its number (1 for the first saved). */
  private async numbered(m: EntityManager, itemId: number, revisionId: number) {
    const revision = await this.items.findRevision(m, itemId, revisionId);
    if (!revision) throw new NotFoundException(C.messages.noRevision);
    const number = await this.items.revisionNumber(m, itemId, revision.version);
    return { revision, number };
  }

  /**
   * An earlier revision's content. On a draft it becomes the next version. On a live item it is
   * proposed (the site is unchanged until a publisher publishes the proposal), unless `onSite`:
   * then, a publisher's, the site changes at once.
   */
  revert(
    kind: ContentKindName,
    id: number,
    revisionId: number,
    version: number,
    onSite: boolean,
    p: Principal,
    ip: string,
  ) {
    return this.store.db.transaction(async (m) => {
      const live = isLiveItem(await this.store.find(m, kind, id));
      if (live && !onSite) {
        const item = await this.store.current(m, kind, id, version, p);
        const { revision, number } = await this.numbered(m, id, revisionId);
        propose(item, revision.snapshot, p);
        const saved = await this.store.bump(m, item, p);
        await this.store.record(m, p, 'content.propose', saved, ip, { revision: number });
        return toContentView(saved);
      }
      const item = await this.store.editable(m, kind, id, version, p);
      const { revision, number } = await this.numbered(m, id, revisionId);
      await this.store.applySnapshot(m, item, revision.snapshot);
      const saved = await this.store.bump(m, item, p);
      await this.store.saveRevision(m, saved, p);
      await this.store.record(m, p, 'content.revert', saved, ip, { revision: number });
      return toContentView(saved);
    });
  }

  /**
   * A change to a live item, proposed: kept beside the live content (which the site goes on
   * showing) until a publisher publishes or discards it. Anyone who edits content may propose;
   * a new proposal replaces the one before.
   */
  propose(kind: ContentKindName, id: number, dto: UpdateContentDto, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, dto.version, p);
      if (!isLiveItem(item)) throw conflict(C.messages.proposeOnlyLive);
      const content = await this.edited(kind, dto, item.proposal ?? item);
      await this.store.slugFree(m, kind, content.slug, item.id);
      propose(item, content, p);
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.propose', saved, ip);
      return toContentView(saved);
    });
  }

  /** A publisher publishes the proposal: the site shows it at once, and it is a revision. */
  publishProposal(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.editable(m, kind, id, version, p);
      const proposal = item.proposal;
      if (!proposal) throw conflict(C.messages.noProposal);
      const by = item.proposalBy;
      await this.store.applySnapshot(m, item, proposal);
      clearProposal(item);
      const saved = await this.store.bump(m, item, p);
      await this.store.saveRevision(m, saved, p);
      await this.store.record(m, p, 'content.proposal-publish', saved, ip, { by });
      return toContentView(saved);
    });
  }

  /** The proposal is dropped: by a publisher, or by whoever proposed it. */
  discardProposal(kind: ContentKindName, id: number, version: number, p: Principal, ip: string) {
    return this.store.db.transaction(async (m) => {
      const item = await this.store.current(m, kind, id, version, p);
      if (!item.proposal) throw conflict(C.messages.noProposal);
      requireOwnOr(
        p,
        item.proposalBy,
        holds(p, Permission.ContentPublish),
        C.messages.discardNotYours,
      );
      const by = item.proposalBy;
      clearProposal(item);
      const saved = await this.store.bump(m, item, p);
      await this.store.record(m, p, 'content.proposal-discard', saved, ip, { by });
      return toContentView(saved);
    });
  }

  /**
   * The item as a PATCH leaves it: each part the request names replaces the one in `base` (the
   * item, or the live item's pending proposal), each kind field it names replaces that field, and
   * the whole is then checked as the kind's content.
   */
  private async edited(
    kind: ContentKindName,
    dto: UpdateContentDto,
    base: ContentSnapshot,
  ): Promise<ContentSnapshot> {
    const given = <T>(value: T | undefined, current: T) => (value === undefined ? current : value);
    const title = given(dto.title, base.title);
    const checked = await this.checked(kind, {
      title,
      date: given(dto.date, base.dated),
      fields: dto.fields ? { ...base.fields, ...dto.fields } : base.fields,
      body: given(dto.body, base.body),
      social_image: given(dto.social_image, base.socialImage),
    });
    return {
      title,
      slug: dto.slug ?? base.slug,
      dated: checked.dated,
      position: dto.position ?? base.position,
      fields: checked.fields,
      body: checked.body,
      seoDescription: given(dto.seo_description, base.seoDescription) || null,
      socialImage: checked.socialImage,
    };
  }

  /** The kind's checks, then that every uploaded image it names is one (each a field message). */
  private async checked(kind: ContentKindName, dto: CreateContentDto) {
    const result = checkContent(kind, {
      fields: dto.fields,
      date: dto.date,
      body: dto.body,
      socialImage: dto.social_image,
    });
    if ('problems' in result) throw invalid(result.problems);
    const named = imagesOf({
      kind,
      fields: result.ok.fields,
      socialImage: result.ok.socialImage,
    });
    const missing = new Set(await this.images.missing(Object.values(named)));
    const problems: [string, string][] = Object.entries(named)
      .filter(([, url]) => missing.has(url))
      .map(([key]) => [key, IMAGE_MESSAGES.notUploaded]);
    const body = await this.images.bodyImagesProblem(result.ok.body);
    if (body) problems.push(['body', body]);
    if (problems.length) throw invalid(Object.fromEntries(problems));
    return result.ok;
  }
}
