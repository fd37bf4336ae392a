/**
 * Contact Us Details (titled 'Contact Us Submissions'): server-paged table
 * with search and date filters, export to CSV, a per-day chart and details.
 */
import {
  contactExportName,
  DataTable,
  ListToolbar,
  Forbidden,
  formatDateTime,
  isForbidden,
  MessageAlert,
  orNA,
  Pager,
  preview,
  SubmissionsChart,
  todayInIndia,
  useCsvExport,
  useServerList,
  useTimedMessage,
  type Column,
  type Contact,
} from '@kavach/admin-shared';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { CONTACTS_EXPORT_PATH, fetchContacts } from './api';
import { ContactDetails } from './ContactDetails';

export const SEARCH_PLACEHOLDER = 'Search contacts by name, email, or message...';

export default function ContactsTab() {
  const list = useServerList<Contact>(fetchContacts, 10);
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

  const filtered = Boolean(list.filters.search || list.filters.from || list.filters.to);
  const emptyText = filtered ? 'No contacts found matching your search.' : 'No contacts found.';
  const all = list.all ?? list.total;

  return (
    <div data-testid="contacts-tab">
      <h2 className="kv-section-title">Contact Us Submissions</h2>
      <SubmissionsChart
        area="contacts"
        title="Contact submissions per day (last 30 days)"
        refreshKey={chartKey}
      />
      <MessageAlert message={message} onClose={clear} />
      {list.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Error loading contacts"
          style={{ marginBottom: 12 }}
        />
      )}
      <ListToolbar
        list={list}
        onExport={() => csv.run(list.filters)}
        exportDisabled={list.total === 0 || list.loading}
        exporting={csv.exporting}
        onRefresh={() => {
          setChartKey((k) => k + 1);
          void list.refresh();
        }}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        searchLabel="Search contacts"
      />
      <p className="kv-muted" data-testid="showing">
        Showing {list.total} of {all} contacts
      </p>
      <DataTable
        label="Contacts"
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
        loading={list.loading}
        emptyText={emptyText}
      />
      <Pager page={list.page} pages={list.pages} onChange={list.setPage} disabled={list.loading} />
      <ContactDetails contact={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
