/**
 * The Content tab's calls through the shared typed client (/api/admin/content/{kind}, paged on the
 * server). The tab's types are the document's, named here only.
 */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { QueryOf } from '@kavach/admin-shared';
import type { paths, Schemas } from '@kavach/api-client';

export type ContentItem = Schemas['ContentItemView'];
export type ContentKind = Schemas['ContentKind'];
export type ContentStatus = Schemas['ContentStatus'];
export type ContentRevision = Schemas['ContentRevisionView'];
export type ContentBulkAction = Schemas['ContentBulkAction'];
export type RevisionComparison = Schemas['RevisionComparisonView'];
type ListParams = QueryOf<'/api/admin/content/{kind}'>;
export type ContentSort = NonNullable<ListParams['sort']>;
/** What the editor sends on create and save (PATCH adds `version`). */
export type ContentInput =
  paths['/api/admin/content/{kind}']['post']['requestBody']['content']['application/json'];

export interface ContentListFilters {
  status?: ContentStatus;
  sort?: ContentSort;
  trash?: 'true';
}

/** One page of a kind's items (or of its trash), searched by title and slug. */
export function fetchContent(kind: ContentKind, query: ListQuery & ContentListFilters) {
  return unwrap(
    api.GET('/api/admin/content/{kind}', {
      params: {
        path: { kind },
        query: {
          page: query.page,
          pageSize: query.pageSize,
          search: query.search,
          status: query.status,
          sort: query.sort,
          trash: query.trash,
        },
      },
    }),
  );
}

const at = (kind: ContentKind, id: number) => ({ params: { path: { kind, id } } });

export function fetchItem(kind: ContentKind, id: number) {
  return unwrap(api.GET('/api/admin/content/{kind}/{id}', at(kind, id)));
}

export function createItem(kind: ContentKind, body: ContentInput) {
  return unwrap(api.POST('/api/admin/content/{kind}', { params: { path: { kind } }, body }));
}

/** The whole item as edited, on the version it was read at (another's save in between: 409). */
export function saveItem(kind: ContentKind, id: number, body: ContentInput, version: number) {
  return unwrap(
    api.PATCH('/api/admin/content/{kind}/{id}', { ...at(kind, id), body: { ...body, version } }),
  );
}

/** Now, or at `when` (ISO time) when given: scheduled. */
export function publishItem(kind: ContentKind, id: number, version: number, when?: string) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/publish', {
      ...at(kind, id),
      body: when ? { version, at: when } : { version },
    }),
  );
}

export function unpublishItem(kind: ContentKind, id: number, version: number) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/unpublish', { ...at(kind, id), body: { version } }),
  );
}

/** A change to a live item, proposed (the whole item as edited, on its version). */
export function proposeItem(kind: ContentKind, id: number, body: ContentInput, version: number) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/propose', {
      ...at(kind, id),
      body: { ...body, version },
    }),
  );
}

export function publishProposal(kind: ContentKind, id: number, version: number) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/proposal/publish', {
      ...at(kind, id),
      body: { version },
    }),
  );
}

export function discardProposal(kind: ContentKind, id: number, version: number) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/proposal/discard', {
      ...at(kind, id),
      body: { version },
    }),
  );
}

/** An editor's draft to the publishers' queue. */
export function submitItem(kind: ContentKind, id: number, version: number) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/submit', { ...at(kind, id), body: { version } }),
  );
}

/** A submitted draft back to its editor, with what should change. */
export function sendBackItem(kind: ContentKind, id: number, version: number, note: string) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/send-back', {
      ...at(kind, id),
      body: { version, note },
    }),
  );
}

/** Every kind at once: what a search finds in titles, slugs, fields and bodies, best first. */
export function searchAllContent(query: ListQuery) {
  return unwrap(
    api.GET('/api/admin/content-search', {
      params: { query: { page: query.page, pageSize: query.pageSize, search: query.search } },
    }),
  );
}

/** The publishers' queue: what waits for review, every kind, the longest waiting first. */
export function fetchReviewQueue(query: ListQuery) {
  return unwrap(
    api.GET('/api/admin/content-review', {
      params: { query: { page: query.page, pageSize: query.pageSize, search: query.search } },
    }),
  );
}

/** One action on the selected items, each on the version the list showed. */
export function bulkAction(kind: ContentKind, action: ContentBulkAction, items: ContentItem[]) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/bulk', {
      params: { path: { kind } },
      body: { action, items: items.map(({ id, version }) => ({ id, version })) },
    }),
  );
}

/** The word-level difference of two revisions (by id, either order). */
export function compareRevisions(kind: ContentKind, id: number, from: number, to: number) {
  return unwrap(
    api.GET('/api/admin/content/{kind}/{id}/revisions/compare', {
      params: { path: { kind, id }, query: { from, to } },
    }),
  );
}

export function trashItem(kind: ContentKind, id: number) {
  return unwrap(api.DELETE('/api/admin/content/{kind}/{id}', at(kind, id)));
}

export function restoreItem(kind: ContentKind, id: number) {
  return unwrap(api.POST('/api/admin/content/{kind}/{id}/restore', at(kind, id)));
}

/** A signed link to the item's public page as it is now (not indexed, it runs out). */
export function previewItem(kind: ContentKind, id: number) {
  return unwrap(api.POST('/api/admin/content/{kind}/{id}/preview', at(kind, id)));
}

/** Send by e-mail: a newsletter draft made from a published post (tested and sent in Newsletters). */
export function mailItem(kind: ContentKind, id: number) {
  return unwrap(api.POST('/api/admin/content/{kind}/{id}/newsletter', at(kind, id)));
}

/** Revisions a page of the history. */
const REVISIONS_PAGE_SIZE = 20;

/** One page of an item's revisions, newest first. */
export function fetchRevisions(kind: ContentKind, id: number, page = 1) {
  return unwrap(
    api.GET('/api/admin/content/{kind}/{id}/revisions', {
      params: { path: { kind, id }, query: { page, pageSize: REVISIONS_PAGE_SIZE } },
    }),
  );
}

/**
 * Makes an earlier revision's content the next version of a draft; of a live item, a proposal,
 * or (`onSite`, a publisher) the site's content at once.
 */
export function restoreRevision(
  kind: ContentKind,
  id: number,
  revision: number,
  version: number,
  onSite = false,
) {
  return unwrap(
    api.POST('/api/admin/content/{kind}/{id}/revisions/{revision}/restore', {
      params: { path: { kind, id, revision } },
      body: onSite ? { version, on_site: true } : { version },
    }),
  );
}

export type Translation = Schemas['TranslationView'];
export type TranslationLanguage = Schemas['TranslationLanguage'];
export type TranslationState = Schemas['TranslationState'];
/** What the translation editor sends (with the version it read). */
export type TranslationInput =
  paths['/api/admin/content/{kind}/{id}/translations/{language}']['put']['requestBody']['content']['application/json'];

const inLanguage = (kind: ContentKind, id: number, language: TranslationLanguage) => ({
  params: { path: { kind, id, language } },
});

/** The item's Hindi and Marathi versions, each with its state against the English now. */
export function fetchTranslations(kind: ContentKind, id: number) {
  return unwrap(api.GET('/api/admin/content/{kind}/{id}/translations', at(kind, id)));
}

/** The words as the translation's draft, on the version they were read at (0: a new one). */
export function saveTranslation(
  kind: ContentKind,
  id: number,
  language: TranslationLanguage,
  body: TranslationInput,
) {
  return unwrap(
    api.PUT('/api/admin/content/{kind}/{id}/translations/{language}', {
      ...inLanguage(kind, id, language),
      body,
    }),
  );
}

/** Submit (an editor), publish or unpublish (a publisher) a translation at its version. */
export function translationAction(
  action: 'submit' | 'publish' | 'unpublish',
  kind: ContentKind,
  id: number,
  language: TranslationLanguage,
  version: number,
) {
  const call = { ...inLanguage(kind, id, language), body: { version } };
  return unwrap(
    action === 'submit'
      ? api.POST('/api/admin/content/{kind}/{id}/translations/{language}/submit', call)
      : action === 'publish'
        ? api.POST('/api/admin/content/{kind}/{id}/translations/{language}/publish', call)
        : api.POST('/api/admin/content/{kind}/{id}/translations/{language}/unpublish', call),
  );
}
