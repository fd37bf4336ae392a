/**
 * What makes one inbox tab (contacts, registrations, career applications) what it is: its kind
 * (the API's name, which names its paths: status, open, notes, bulk, delete, export), its
 * statuses, list call, texts, columns, own filter, detail fields and permissions. InboxTab
 * renders any of them from this object; the remotes each hold one.
 */
import type { ReactNode } from 'react';
import type { Noun } from '../filterText';
import type { MessageTone } from '../messages';
import type { Dashboard, ListQuery } from '../types';
import type { Column } from '../ui/DataTable';
import type { DetailRow } from '../ui/DetailsModal';
import type { PagedAnswer } from '../useServerList';
import type { InboxFilter, InboxKind, InboxListAnswer, InboxStatusOf } from './inboxApi';
import type { InboxStatuses } from './statuses';
import type { InboxRecord } from './useInboxDetails';
import type { Permission } from '@kavach/api-client';

/** The list query of an inbox tab: the page, search and dates with the tab's filters. */
export type InboxQuery = ListQuery & {
  status?: string;
  sessionId?: string;
  position?: string;
  sort?: string;
};

export interface InboxChoice {
  value: string;
  label: string;
}

/** The show function of the tab's timed message. */
export type ShowMessage = (text: string, timeoutMs: number, tone?: MessageTone) => void;

/** A filter of the tab's own beside the status (the registration's session, the position). */
export interface InboxOwnFilter<A> {
  /** The list query's and the saved view's name of the filter. */
  key: 'sessionId' | 'position';
  /** The chip's test id is filter-chip-{chipKey}. */
  chipKey: string;
  /** The select's accessible name. */
  label: string;
  className: string;
  /** The first option, no filter. */
  allLabel: string;
  /** The chip of the filter on; `choice` is the option's label when it is in the list. */
  chipLabel: (value: string, choice: string | undefined) => string;
  /** The option of a value not in the choices (yet), so it stays selectable. */
  missingLabel: (value: string) => string;
  /** The value the tab opens with (e.g. from the link). */
  initial?: () => string;
  /** A saved view's value of the filter, and back. */
  toView: (value: string) => Pick<InboxFilter, 'sessionId' | 'position'>;
  fromView: (view: InboxFilter) => string;
  /**
   * Choices from a call of their own, for a session holding `permission`, matching what is
   * typed in the filter's search box ('' for none); `search` names that box (none: no box).
   */
  load?: {
    permission: Permission;
    choices: (search: string) => Promise<InboxChoice[]>;
    search?: { label: string; placeholder: string };
  };
  /** Choices the list's answer carries. */
  choicesOf?: (answer: A) => InboxChoice[] | undefined;
  /** The select shows only with choices or a value. */
  hideWithoutChoices?: boolean;
}

/** What the columns, the detail fields and the actions get from the tab. */
export interface InboxRowContext<R, S> {
  /** The Status column whose select changes the row's status. */
  statusColumn: Column<R>;
  view: (row: R) => void;
  /** The kind's own state (see useKindState). */
  kindState: S;
}

/** Contacts and registrations: the title, the per-day chart and the toolbar with Export Filters. */
export interface InboxSubmissionsLayout {
  layout: 'submissions';
  /** Its per-day chart, when the dashboard counts the kind. */
  chart?: { area: keyof Dashboard; title: string };
  /** 'Hide Filters' while the export filters are open. */
  hideLabel?: boolean;
}

/** Applications: a count badge, the counts per status, a sort and the plain toolbar. */
export interface InboxPipelineLayout {
  layout: 'pipeline';
  countLabel: (total: number) => string;
  countTestId: string;
  sort: { label: string; options: InboxChoice[] };
  /** How many rows of the search and own filter are in each status. */
  statusCounts: (query: {
    search?: string;
    from?: string;
    to?: string;
    position?: string;
  }) => Promise<Record<string, number>>;
  summaryLabel: string;
  /** The table's empty text naming the filters on; `range` is the dates in words ('from 1 Nov'). */
  emptyText: (search: string | undefined, own: string, status: string, range: string) => string;
}

export type InboxTabConfig<
  A extends InboxAnswer,
  S = undefined,
  K extends InboxKind = InboxKind,
> = (InboxSubmissionsLayout | InboxPipelineLayout) & {
  kind: K;
  /** Every status of the kind, labelled, in order (SUBMISSION_STATUSES, or the tab's own). */
  statuses: InboxStatuses<InboxStatusOf<K>>;
  /** data-testid of the tab. */
  testId: string;
  title: string;
  noun: Noun;
  /** One page of the list (listInbox with the kind's own query parameters). */
  fetchPage: (query: InboxQuery) => Promise<A>;
  nameOf: (row: InboxRow<A>) => string;
  search: { placeholder: string; label: string };
  table: { label: string };
  loadError: (error: unknown) => string;
  /** The message tone of a text, when the kind has its own rule. */
  toneRule?: (text: string) => MessageTone;
  /** Announced once when the list has no rows at all. */
  noneFound?: { text: string; tone: MessageTone };
  /** The export (the kind's export path): the server names the file (Content-Disposition). */
  csv: { errorPrefix: string };
  /** Delete (the kind's delete path). */
  remove: {
    permission: Permission;
    confirm: string;
    label: (row: InboxRow<A>) => string;
  };
  ownFilter?: InboxOwnFilter<A>;
  /** State of the kind's own the columns and details share (e.g. the resume download). */
  useKindState?: (show: ShowMessage) => S;
  /** The kind's own modals beside the details (e.g. the CV preview), from its state. */
  kindModals?: (kindState: S) => ReactNode;
  /** The table's columns after the selection checkbox. */
  columns: (ctx: InboxRowContext<InboxRow<A>, S>) => Column<InboxRow<A>>[];
  details: {
    title: string;
    testId: string;
    /** The fields above the status row. */
    rows: (kindState: S) => DetailRow<InboxRow<A>>[];
    /** Send Email's mail draft. */
    mailto: (row: InboxRow<A>) => string;
    /** Send Email marks a New or Read record Replied. */
    emailMarksReplied: boolean;
    width?: number;
    /** Send Email and Delete before Close. */
    actionsFirst?: boolean;
  };
};

/** A page answer of an inbox list. */
export type InboxAnswer = PagedAnswer & { data: readonly InboxRecord[] };

/** A row of the answer, an inbox record. */
export type InboxRow<A extends InboxAnswer> = A['data'][number];

/** The configuration of the inbox tab of kind K: its rows are the rows of K's list. */
export type InboxTabOf<K extends InboxKind, S = undefined> = InboxTabConfig<
  Extract<InboxListAnswer<K>, InboxAnswer>,
  S,
  K
>;
