/**
 * Contact Us Details (titled 'Contact Us Submissions'): server-paged table
 * with search and date filters, export to CSV of the rows shown, a per-day chart and details.
 */
import {
  contactExportName,
  failureSentence,
  Forbidden,
  isForbidden,
  submissionColumns,
  SubmissionsPage,
  todayInIndia,
  useCsvExport,
  useServerList,
  useRecordDelete,
  useTimedMessage,
} from '@kavach/admin-shared';
import { useMemo, useState } from 'react';
import { CONTACTS_EXPORT_PATH, deleteContact, fetchContacts, type Contact } from './api';
import { ContactDetails } from './ContactDetails';

export const SEARCH_PLACEHOLDER = 'Search contacts by name, email, or message...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this contact?';

/** The spec's 'Error loading contacts', then what went wrong in a sentence. */
export function loadErrorMessage(error: unknown): string {
  return `Error loading contacts: ${failureSentence(error)}`;
}

export default function ContactsTab() {
  const list = useServerList(fetchContacts, 10);
  const { message, show, clear } = useTimedMessage();
  const [viewing, setViewing] = useState<Contact | null>(null);
  const [chartKey, setChartKey] = useState(0);
  const del = useRecordDelete<Contact>({
    permission: 'contacts:delete',
    confirmText: DELETE_CONFIRM,
    label: (c) => `Delete contact ${c.name}`,
    remove: deleteContact,
    onDeleted: async () => {
      setViewing(null);
      setChartKey((k) => k + 1);
      await list.refresh();
    },
    show,
  });
  const csv = useCsvExport({
    path: CONTACTS_EXPORT_PATH,
    fallbackName: (f) => contactExportName(todayInIndia(), f.from, f.to),
    errorPrefix: 'Error exporting contacts',
    show,
  });

  const columns = useMemo(
    () =>
      submissionColumns<Contact>({
        onView: setViewing,
        viewLabel: (c) => `View contact ${c.name}`,
      }),
    [],
  );

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
      table={{ label: 'Contacts', columns, rowKey: (c) => c.id }}
    >
      <ContactDetails contact={viewing} onClose={() => setViewing(null)} actions={del.button} />
      {del.dialog}
    </SubmissionsPage>
  );
}
