/**
 * One inbox tab (contacts, registrations, career applications) from its configuration: the list
 * with the status and own filters, saved views, bulk actions, export, delete and the details
 * modal with the status and notes, laid out as a submissions page (with the per-day chart) or a
 * pipeline page (with the counts per status).
 */
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { isForbidden } from '../api';
import { Forbidden } from '../Forbidden';
import { useAnnounceOnce } from '../ListParts';
import { MESSAGE_TIMEOUTS, useTimedMessage } from '../messages';
import { SubmissionsPage } from '../SubmissionsPage';
import { DetailsModal } from '../ui/DetailsModal';
import { useCsvExport } from '../useCsvExport';
import { useRecordDelete } from '../useRecordDelete';
import { useServerList } from '../useServerList';
import { inboxCounts } from './inboxCounts';
import { inboxExportPath, removeInboxRecord, type InboxKind } from './inboxApi';
import { InboxPipelinePage } from './InboxPipelinePage';
import { NewItemsBar } from './NewItemsBar';
import type { InboxAnswer, InboxQuery, InboxRow, InboxTabConfig } from './inboxTabConfig';
import { useOwnFilter } from './OwnFilter';
import { statusAfterEmail, unreadRow, type SubmissionStatus } from './statuses';
import { useInboxTab } from './useInboxTab';

const noKindState = () => undefined;

export function InboxTab<A extends InboxAnswer, S = undefined, K extends InboxKind = InboxKind>({
  config,
}: {
  config: InboxTabConfig<A, S, K>;
}) {
  type R = InboxRow<A>;
  const [status, setStatus] = useState('');
  const own = useOwnFilter(config.ownFilter);
  const sortOptions = config.layout === 'pipeline' ? config.sort.options : [];
  // The first sort is the list's default, sent as none.
  const [sort, setSort] = useState(sortOptions[0]?.value ?? '');
  const { fetchPage: fetchAnswer } = config;
  const { takeAnswer } = own;
  const { kind, statuses } = config;
  // Each page comes with the New counts of that moment: the list's figures and the tab badges
  // change together (inboxCounts.ts).
  const fetchPage = useCallback(
    async (query: InboxQuery) => {
      const [answer, counts] = await Promise.all([fetchAnswer(query), inboxCounts.forList()]);
      takeAnswer(answer);
      inboxCounts.showWithList(kind, counts);
      return answer;
    },
    [fetchAnswer, takeAnswer, kind],
  );
  const ownQuery = own.key ? { [own.key]: own.value || undefined } : {};
  const list = useServerList<A, Record<string, string | undefined>>(fetchPage, 10, {
    status: status || undefined,
    ...ownQuery,
    ...(sortOptions.length ? { sort: sort === sortOptions[0]?.value ? undefined : sort } : {}),
  });
  const { message, show, clear } = useTimedMessage(config.toneRule);
  // Deletes and the items brought in by Show them redraw the chart; every load after a change
  // reads the counts per status again.
  const [redraws, setRedraws] = useState(0);
  const [changes, setChanges] = useState(0);
  const kindState = (config.useKindState ?? noKindState)(show) as S;
  const exportPath = inboxExportPath(kind);
  const inbox = useInboxTab<R>({
    kind,
    statuses,
    list,
    status,
    onStatus: setStatus,
    own: config.ownFilter ? config.ownFilter.toView(own.value) : undefined,
    onApplyOwn: config.ownFilter
      ? (f) => own.setValue(config.ownFilter?.fromView(f) ?? '')
      : undefined,
    nameOf: config.nameOf,
    noun: config.noun,
    deletePermission: config.remove.permission,
    exportPath,
    show,
    onChanged: () => setChanges((k) => k + 1),
  });
  const { details } = inbox;
  const newItems = (
    <NewItemsBar
      kind={kind}
      onShow={() => {
        setRedraws((k) => k + 1);
        return inbox.showLatest();
      }}
    />
  );
  const del = useRecordDelete<R>({
    permission: config.remove.permission,
    confirmText: config.remove.confirm,
    label: config.remove.label,
    remove: (id) => removeInboxRecord(kind, id),
    onDeleted: async () => {
      details.close();
      setRedraws((k) => k + 1);
      await inbox.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: exportPath,
    errorPrefix: config.csv.errorPrefix,
    show,
    query: { status: status || undefined, ...ownQuery },
  });

  // The kind's no-data message when the list has no rows at all.
  const noneAtAll = list.all !== null ? list.all === 0 : !list.filtered && list.total === 0;
  const { noneFound } = config;
  useAnnounceOnce(list.loaded && !list.loading && !list.error, noneAtAll && !!noneFound, () => {
    if (noneFound) show(noneFound.text, MESSAGE_TIMEOUTS.noData, noneFound.tone);
  });

  const columns = [
    inbox.selection.column,
    ...config.columns({ statusColumn: inbox.statusColumn, view: details.view, kindState }),
  ];

  const { details: detail } = config;
  const modals = (
    <>
      <DetailsModal
        item={details.viewing}
        title={detail.title}
        testId={detail.testId}
        rows={[...detail.rows(kindState), details.statusRow]}
        onClose={details.close}
        width={detail.width}
        actionsFirst={detail.actionsFirst}
        actions={(r) => (
          <>
            <Button
              type="primary"
              href={detail.mailto(r)}
              onClick={
                detail.emailMarksReplied
                  ? () => {
                      const next = statusAfterEmail(r.status as SubmissionStatus);
                      if (next) void details.changeStatus(r, next);
                    }
                  : undefined
              }
            >
              Send Email
            </Button>
            {del.button(r)}
          </>
        )}
      >
        {details.notes}
      </DetailsModal>
      {del.dialog}
      {config.kindModals?.(kindState)}
    </>
  );

  if (isForbidden(list.error)) return <Forbidden />;

  if (config.layout === 'pipeline')
    return (
      <InboxPipelinePage
        statuses={statuses}
        layout={config}
        testId={config.testId}
        title={config.title}
        noun={config.noun}
        search={config.search}
        tableLabel={config.table.label}
        loadError={config.loadError}
        list={list}
        status={status}
        onStatus={setStatus}
        own={own}
        sort={sort}
        onSort={setSort}
        changes={changes}
        inbox={inbox}
        newItems={newItems}
        csv={csv}
        message={message}
        onCloseMessage={clear}
        columns={columns}
      >
        {modals}
      </InboxPipelinePage>
    );

  return (
    <SubmissionsPage
      testId={config.testId}
      title={config.title}
      chart={config.chart}
      chartKey={redraws}
      list={list}
      message={message}
      onCloseMessage={clear}
      loadError={config.loadError}
      csv={csv}
      noun={config.noun}
      searchPlaceholder={config.search.placeholder}
      searchLabel={config.search.label}
      hideLabel={config.hideLabel}
      toolbarExtra={
        <>
          {own.select}
          {inbox.toolbar}
        </>
      }
      extraChips={[...own.chips, ...inbox.statusChips]}
      onClearExtra={() => {
        setStatus('');
        own.setValue('');
      }}
      beforeTable={
        <>
          {newItems}
          {inbox.bulkBar}
        </>
      }
      table={{
        label: config.table.label,
        columns,
        rowKey: (r: R) => r.id,
        rowClassName: unreadRow,
      }}
    >
      {modals}
    </SubmissionsPage>
  );
}
