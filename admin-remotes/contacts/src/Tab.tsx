/**
 * Contact Us Details (titled 'Contact Us Submissions'): server-paged table
 * with search and date filters, export to CSV, a per-day chart and details.
 */
import {
  contactExportName,
  DataTable,
  Forbidden,
  formatDateTime,
  isForbidden,
  ListPager,
  ListToolbar,
  LoadError,
  MessageAlert,
  orNA,
  preview,
  ShowingCount,
  SubmissionsChart,
  todayInIndia,
  useCsvExport,
  useServerList,
  useTimedMessage,
  type Column,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { CONTACTS_EXPORT_PATH, fetchContacts, type Contact } from './api';
import { ContactDetails } from './ContactDetails';

export const SEARCH_PLACEHOLDER = 'Search contacts by name, email, or message...';

export default function ContactsTab() {
  const list = useServerList(fetchContacts, 10);
  const { message, show, clear } = useTimedMessage();
  const [viewing, setViewing] = useState<Contact | null>(null);
  const [chartKey, setChartKey] = useState(0);
  const csv = useCsvExport({
    path: CONTACTS_EXPORT_PATH,
    fallbackName: (f) => contactExportName(todayInIndia(), f.from, f.to),
    errorPrefix: 'Error exporting contacts',
    show,
  });

  const columns = useMemo<Column<Contact>[]>(
    () => [
      { key: 'id', title: 'ID', render: (c) => c.id, className: 'kv-nowrap' },
      { key: 'name', title: 'Name', render: (c) => c.name },
      { key: 'email', title: 'Email', render: (c) => c.email },
      { key: 'phone', title: 'Phone', render: (c) => orNA(c.phone), className: 'kv-nowrap' },
      { key: 'message', title: 'Message', render: (c) => preview(c.message) },
      {
        key: 'date',
        title: 'Date',
        render: (c) => formatDateTime(c.created_at, 'en-IN'),
        className: 'kv-nowrap',
      },
      {
        key: 'actions',
        title: 'Actions',
        render: (c) => (
          <Button size="small" onClick={() => setViewing(c)} aria-label={`View contact ${c.name}`}>
            View
          </Button>
        ),
      },
    ],
    [],
  );

  if (isForbidden(list.error)) return <Forbidden />;

  const emptyText = list.filtered
    ? 'No contacts found matching your search.'
    : 'No contacts found.';

  return (
    <div data-testid="contacts-tab">
      <h2 className="kv-section-title">Contact Us Submissions</h2>
      <SubmissionsChart
        area="contacts"
        title="Contact submissions per day (last 30 days)"
        refreshKey={chartKey}
      />
      <MessageAlert message={message} onClose={clear} />
      <LoadError error={list.error} message="Error loading contacts" />
      <ListToolbar
        list={list}
        csv={csv}
        exportDisabled={list.total === 0 || list.loading}
        onRefresh={() => {
          setChartKey((k) => k + 1);
          void list.refresh();
        }}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        searchLabel="Search contacts"
      />
      <ShowingCount list={list} noun="contacts" />
      <DataTable
        label="Contacts"
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
        loading={list.loading}
        emptyText={emptyText}
      />
      <ListPager list={list} />
      <ContactDetails contact={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
