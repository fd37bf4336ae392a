/**
 * Contact Us Details (titled 'Contact Us Submissions'): server-paged table
 * with search, date and status filters, saved views, export to CSV of the rows shown, a per-day
 * chart, bulk actions on selected rows, and details with the status and internal notes.
 */
import {
  failureSentence,
  Forbidden,
  inboxChanged,
  isForbidden,
  statusAfterEmail,
  submissionColumns,
  SubmissionsPage,
  useCsvExport,
  useInboxTab,
  useServerList,
  useRecordDelete,
  useTimedMessage,
} from '@kavach/admin-shared';
import { useState } from 'react';
import { CONTACTS_EXPORT_PATH, deleteContact, fetchContacts, type Contact } from './api';
import { ContactDetails } from './ContactDetails';

export const SEARCH_PLACEHOLDER = 'Search contacts by name, email, or message...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this contact?';

/** The spec's 'Error loading contacts', then what went wrong in a sentence. */
export function loadErrorMessage(error: unknown): string {
  return `Error loading contacts: ${failureSentence(error)}`;
}

export default function ContactsTab() {
  const [status, setStatus] = useState('');
  const list = useServerList(fetchContacts, 10, { status: status || undefined });
  const { message, show, clear } = useTimedMessage();
  const [chartKey, setChartKey] = useState(0);
  const inbox = useInboxTab<Contact>({
    kind: 'contacts',
    list,
    status,
    onStatus: setStatus,
    nameOf: (c) => c.name,
    locale: 'en-IN',
    noun: { one: 'contact', many: 'contacts' },
    deletePermission: 'contacts:delete',
    exportPath: CONTACTS_EXPORT_PATH,
    show,
  });
  const { details } = inbox;
  const del = useRecordDelete<Contact>({
    permission: 'contacts:delete',
    confirmText: DELETE_CONFIRM,
    label: (c) => `Delete contact ${c.name}`,
    remove: deleteContact,
    onDeleted: async () => {
      details.close();
      setChartKey((k) => k + 1);
      await inbox.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: CONTACTS_EXPORT_PATH,
    errorPrefix: 'Error exporting contacts',
    show,
    query: { status: status || undefined },
  });

  const columns = [
    inbox.selection.column,
    ...submissionColumns<Contact>({
      extra: [inbox.statusColumn],
      onView: details.view,
      viewLabel: (c) => `View contact ${c.name}`,
    }),
  ];

  if (isForbidden(list.error)) return <Forbidden />;

  return (
    <SubmissionsPage
      testId="contacts-tab"
      title="Contact Us Submissions"
      chart={{ area: 'contacts', title: 'Contact submissions per day (last 30 days)' }}
      chartKey={chartKey}
      list={list}
      message={message}
      onCloseMessage={clear}
      loadError={loadErrorMessage}
      csv={csv}
      noun={{ one: 'contact', many: 'contacts' }}
      searchPlaceholder={SEARCH_PLACEHOLDER}
      searchLabel="Search contacts"
      onRefresh={inboxChanged}
      toolbarExtra={inbox.toolbar}
      extraChips={inbox.statusChips}
      onClearExtra={() => setStatus('')}
      beforeTable={inbox.bulkBar}
      table={{ label: 'Contacts', columns, rowKey: (c) => c.id }}
    >
      <ContactDetails
        contact={details.viewing}
        statusRow={details.statusRow}
        notes={details.notes}
        onClose={details.close}
        onEmail={(c) => {
          const next = statusAfterEmail(c.status);
          if (next) void details.changeStatus(c, next);
        }}
        actions={del.button}
      />
      {del.dialog}
    </SubmissionsPage>
  );
}
