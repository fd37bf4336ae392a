/**
 * The inbox calls of every kind through the typed client. A kind's paths are
 * `/api/admin/{kind}…`; a call made with a path of the union of the kinds
 * (`/api/admin/${InboxKind}/{id}/status`) is checked by openapi-fetch against each kind's path of
 * the document, so no call here names a kind. Only the list keeps its kind's own types (query and
 * rows): test/inboxApi.types.ts checks them per kind.
 */
import type { paths, Schemas } from '@kavach/api-client';
import { api, unwrap } from '../api';
import type { CsvExportPath } from '../csv';

/** The API's names of the inbox lists (also the saved views' `tab`). */
export type InboxKind = Schemas['SavedViewTab'];

/** A path of an inbox kind: `/api/admin/{kind}` and what follows it. */
export type InboxPath<K extends InboxKind, Tail extends string = ''> = `/api/admin/${K}${Tail}`;

type Method = 'get' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonBody<P extends keyof paths, M extends Method> = Operation<P, M>['requestBody'] extends {
  content: { 'application/json': infer B };
}
  ? B
  : never;
type JsonAnswer<P extends keyof paths, M extends Method> = Operation<P, M>['responses'] extends {
  200: { content: { 'application/json': infer A } };
}
  ? A
  : never;

/** The statuses of one kind: what its status call takes. */
export type InboxStatusOf<K extends InboxKind> = K extends InboxKind
  ? JsonBody<InboxPath<K, '/{id}/status'>, 'patch'> extends { status: infer S }
    ? S
    : never
  : never;
/** The statuses of every kind. */
export type InboxStatus = InboxStatusOf<InboxKind>;

/** The list query of one kind, as the document declares it. */
export type InboxListQuery<K extends InboxKind> = NonNullable<
  Operation<InboxPath<K>, 'get'>['parameters']['query']
>;
/** The list call's parameters, of one of the kinds (each list takes its own query). */
type InboxListInit<K extends InboxKind> = K extends InboxKind
  ? { params: { query: InboxListQuery<K> } }
  : never;
/** The list answer (a page) of one kind. */
export type InboxListAnswer<K extends InboxKind> = JsonAnswer<InboxPath<K>, 'get'>;

export type Note = Schemas['NoteView'];
export type SavedView = Schemas['SavedView'];
export type BulkAnswer = Schemas['BulkResponse'];

/**
 * What a bulk action, or a saved view, selects: the list's filter, the fields of the three kinds'
 * filters in the API document (statuses as strings: each kind has its own).
 */
export type InboxFilter = Omit<
  Schemas['ContactFilterDto'] & Schemas['RegistrationFilterDto'] & Schemas['ApplicationFilterDto'],
  'status'
> & { status?: string[] };

function pathOf<Tail extends string>(kind: InboxKind, tail: Tail): InboxPath<InboxKind, Tail> {
  return `/api/admin/${kind}${tail}`;
}

const at = (id: number) => ({ params: { path: { id } } });

/**
 * One page of a kind's list; `status` as the list keeps it (statuses joined by commas, or none).
 * openapi-fetch cannot type a path that depends on K, so the call is made on the union of the
 * kinds' list paths with this kind's own query, and its answer is narrowed back to this kind's
 * (test/inboxApi.types.ts checks the types per kind).
 */
export async function listInbox<K extends InboxKind>(
  kind: K,
  { status, ...query }: Omit<InboxListQuery<K>, 'status'> & { status?: string },
): Promise<InboxListAnswer<K>> {
  // The statuses of the tab's status filter are the kind's own.
  const init = { params: { query: { ...query, status: status ? status.split(',') : undefined } } };
  const answer = await unwrap(api.GET(pathOf(kind, ''), init as InboxListInit<InboxKind>));
  return answer as InboxListAnswer<K>;
}

/** Deletes one record (e.g. when the person asks): `{ success, message }`. */
export function removeInboxRecord(kind: InboxKind, id: number) {
  return unwrap(api.DELETE(pathOf(kind, '/{id}'), at(id)));
}

/** The CSV export of a kind's list (the rows shown, or the ids selected). */
export function inboxExportPath(kind: InboxKind): CsvExportPath {
  return pathOf(kind, '/export');
}

export function setStatus(kind: InboxKind, id: number, status: InboxStatus) {
  return unwrap(api.PATCH(pathOf(kind, '/{id}/status'), { ...at(id), body: { status } }));
}

/** The details modal opens a record: New becomes Read (Reviewed); the record and its notes. */
export function openRecord(kind: InboxKind, id: number) {
  return unwrap(api.POST(pathOf(kind, '/{id}/open'), at(id)));
}

export function addNote(kind: InboxKind, id: number, body: string) {
  return unwrap(api.POST(pathOf(kind, '/{id}/notes'), { ...at(id), body: { body } }));
}

export function deleteNote(kind: InboxKind, id: number, noteId: number) {
  return unwrap(
    api.DELETE(pathOf(kind, '/{id}/notes/{noteId}'), { params: { path: { id, noteId } } }),
  );
}

export interface BulkRequest {
  action: Schemas['BulkAction'];
  status?: InboxStatus;
  /** The selected rows; or `filter`. */
  ids?: number[];
  filter?: InboxFilter;
  /** The count the confirmation showed; the server answers 409 when it changed. */
  expected: number;
}

export function bulk(kind: InboxKind, request: BulkRequest): Promise<BulkAnswer> {
  // The filter's statuses are the kind's own (its status filter offers no other).
  const body = request as JsonBody<InboxPath<InboxKind, '/bulk'>, 'post'>;
  return unwrap(api.POST(pathOf(kind, '/bulk'), { body }));
}

export async function fetchSavedViews(tab: InboxKind): Promise<SavedView[]> {
  return (await unwrap(api.GET('/api/admin/saved-views', { params: { query: { tab } } }))).data;
}

export async function createSavedView(
  tab: InboxKind,
  name: string,
  query: InboxFilter,
): Promise<SavedView> {
  const body = { tab, name, query: query as Record<string, unknown> };
  return (await unwrap(api.POST('/api/admin/saved-views', { body }))).data;
}

export function deleteSavedView(id: number) {
  return unwrap(api.DELETE('/api/admin/saved-views/{id}', at(id)));
}
