/**
 * The inbox calls name no kind: they are made on the union of the kinds' paths, and the list's
 * answer is narrowed back to its kind's. These checks keep that narrowing honest: each kind's
 * statuses, list query and rows are exactly those the API document declares for that kind's
 * paths, and a tab's configuration takes only its own kind's statuses.
 *
 * Type checks only: the type check of admin-remotes (`tsc --noEmit -p admin-remotes`) makes
 * them, and a wrong type fails it. Not a vitest file, because vitest runs `expectTypeOf` as an
 * empty, always-passing test.
 */
import {
  listInbox,
  type InboxKind,
  type InboxListAnswer,
  type InboxListQuery,
  type InboxPath,
  type InboxStatuses,
  type InboxStatusOf,
  type InboxTabOf,
} from '@kavach/admin-shared';
import type { paths, Schemas } from '@kavach/api-client';
import { expectTypeOf } from 'vitest';

type ListAnswerInDocument<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer A } } } };
}
  ? A
  : never;

// Statuses: what its status call takes.
{
  expectTypeOf<InboxStatusOf<'contacts'>>().toEqualTypeOf<Schemas['SubmissionStatus']>();
  expectTypeOf<InboxStatusOf<'registrations'>>().toEqualTypeOf<Schemas['SubmissionStatus']>();
  expectTypeOf<InboxStatusOf<'applications'>>().toEqualTypeOf<Schemas['ApplicationStatus']>();
}

// The list: its own query and its own page of rows.
{
  expectTypeOf<InboxListQuery<'registrations'>>().toEqualTypeOf<
    NonNullable<paths['/api/admin/registrations']['get']['parameters']['query']>
  >();
  expectTypeOf<InboxListQuery<'applications'>>().toHaveProperty('position');
  expectTypeOf<InboxListQuery<'contacts'>>().not.toHaveProperty('position');
  expectTypeOf<InboxListAnswer<'contacts'>>().toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/contacts'>
  >();
  expectTypeOf<InboxListAnswer<'registrations'>>().toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/registrations'>
  >();
  expectTypeOf<InboxListAnswer<'applications'>>().toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/applications'>
  >();
  expectTypeOf<InboxListAnswer<'applications'>['data'][number]>().toEqualTypeOf<
    Schemas['ApplicationView']
  >();
}

// listInbox of a kind answers that kind’s page.
{
  expectTypeOf(listInbox<'contacts'>).returns.resolves.toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/contacts'>
  >();
  expectTypeOf(listInbox<'applications'>).returns.resolves.toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/applications'>
  >();
}

// Every kind has each inbox path the shared calls use, with its method.
{
  type Has<P extends string, M extends string> = P extends keyof paths
    ? paths[P] extends Record<M, object>
      ? true
      : false
    : false;
  type EveryKind<T extends string, M extends string> = {
    [K in InboxKind]: Has<InboxPath<K, T>, M>;
  }[InboxKind];
  expectTypeOf<EveryKind<'', 'get'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/{id}', 'delete'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/export', 'get'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/{id}/status', 'patch'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/{id}/open', 'post'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/{id}/notes', 'post'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/{id}/notes/{noteId}', 'delete'>>().toEqualTypeOf<true>();
  expectTypeOf<EveryKind<'/bulk', 'post'>>().toEqualTypeOf<true>();
}

// A tab’s configuration takes its own kind’s statuses only.
{
  expectTypeOf<InboxTabOf<'contacts'>['statuses']>().toEqualTypeOf<
    InboxStatuses<Schemas['SubmissionStatus']>
  >();
  expectTypeOf<InboxStatuses<Schemas['ApplicationStatus']>>().not.toExtend<
    InboxTabOf<'contacts'>['statuses']
  >();
  expectTypeOf<InboxTabOf<'applications'>['fetchPage']>().returns.resolves.toEqualTypeOf<
    ListAnswerInDocument<'/api/admin/applications'>
  >();
}
