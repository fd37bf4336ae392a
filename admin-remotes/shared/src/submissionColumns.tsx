/** The table columns of a person's submission (contacts, registrations): ID, Name, Email, Phone, the tab's own columns, Message, Date and View. */
import { orNA, preview } from './format';
import type { Column } from './ui/DataTable';
import { createdAtColumn, EmailText, ViewButton } from './ui/rowCells';

export interface Submission {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  created_at?: string | null;
}

export function submissionColumns<T extends Submission>({
  extra = [],
  onView,
  viewLabel,
}: {
  /** Columns between Phone and Message (e.g. the registration's session). */
  extra?: Column<T>[];
  onView: (row: T) => void;
  /** The View button's accessible name for a row. */
  viewLabel: (row: T) => string;
}): Column<T>[] {
  return [
    { key: 'name', title: 'Name', render: (r) => r.name },
    { key: 'email', title: 'Email', render: (r) => <EmailText email={r.email} /> },
    { key: 'phone', title: 'Phone', render: (r) => orNA(r.phone), className: 'kv-nowrap' },
    ...extra,
    { key: 'message', title: 'Message', render: (r) => preview(r.message) },
    createdAtColumn('date', 'Date'),
    {
      key: 'actions',
      title: 'Actions',
      render: (r) => <ViewButton label={viewLabel(r)} onView={() => onView(r)} />,
    },
  ];
}
