/**
 * The inbox calls of the three kinds through the typed client: one table per call, so each
 * path stays checked against the API document (a template string would not be).
 */
import type { Schemas } from '@kavach/api-client';
import { api, unwrap } from '../api';
import type { InboxKind, InboxStatus } from './statuses';

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

const at = (id: number) => ({ params: { path: { id } } });

type StatusAnswer = {
  data: { status: string; status_changed_at: string | null; status_changed_by: string | null };
};

export function setStatus(kind: InboxKind, id: number, status: InboxStatus): Promise<StatusAnswer> {
  switch (kind) {
    case 'contacts':
      return unwrap(
        api.PATCH('/api/admin/contacts/{id}/status', {
          ...at(id),
          body: { status: status as Schemas['SubmissionStatus'] },
        }),
      );
    case 'registrations':
      return unwrap(
        api.PATCH('/api/admin/registrations/{id}/status', {
          ...at(id),
          body: { status: status as Schemas['SubmissionStatus'] },
        }),
      );
    case 'applications':
      return unwrap(
        api.PATCH('/api/admin/applications/{id}/status', {
          ...at(id),
          body: { status: status as Schemas['ApplicationStatus'] },
        }),
      );
  }
}

/** The details modal opens a record: New becomes Read (Reviewed); the record and its notes. */
export function openRecord(kind: InboxKind, id: number) {
  switch (kind) {
    case 'contacts':
      return unwrap(api.POST('/api/admin/contacts/{id}/open', at(id)));
    case 'registrations':
      return unwrap(api.POST('/api/admin/registrations/{id}/open', at(id)));
    case 'applications':
      return unwrap(api.POST('/api/admin/applications/{id}/open', at(id)));
  }
}

export function addNote(kind: InboxKind, id: number, body: string) {
  const call = { ...at(id), body: { body } };
  switch (kind) {
    case 'contacts':
      return unwrap(api.POST('/api/admin/contacts/{id}/notes', call));
    case 'registrations':
      return unwrap(api.POST('/api/admin/registrations/{id}/notes', call));
    case 'applications':
      return unwrap(api.POST('/api/admin/applications/{id}/notes', call));
  }
}

export function deleteNote(kind: InboxKind, id: number, noteId: number) {
  const call = { params: { path: { id, noteId } } };
  switch (kind) {
    case 'contacts':
      return unwrap(api.DELETE('/api/admin/contacts/{id}/notes/{noteId}', call));
    case 'registrations':
      return unwrap(api.DELETE('/api/admin/registrations/{id}/notes/{noteId}', call));
    case 'applications':
      return unwrap(api.DELETE('/api/admin/applications/{id}/notes/{noteId}', call));
  }
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
  switch (kind) {
    case 'contacts':
      return unwrap(
        api.POST('/api/admin/contacts/bulk', {
          body: request as Schemas['ContactBulkDto'],
        }),
      );
    case 'registrations':
      return unwrap(
        api.POST('/api/admin/registrations/bulk', {
          body: request as Schemas['RegistrationBulkDto'],
        }),
      );
    case 'applications':
      return unwrap(
        api.POST('/api/admin/applications/bulk', {
          body: request as Schemas['ApplicationBulkDto'],
        }),
      );
  }
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
