/**
 * Contact Us Details (titled 'Contact Us Submissions'): server-paged table
 * with search, date and status filters, saved views, export to CSV of the rows shown, a per-day
 * chart, bulk actions on selected rows, and details with the status and internal notes.
 */
import {
  consentText,
  failureSentence,
  formatDateTime,
  InboxTab,
  listInbox,
  MailLink,
  mailtoHref,
  orNA,
  submissionColumns,
  SUBMISSION_STATUSES,
  type InboxTabOf,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

type Contact = Schemas['ContactView'];

export const SEARCH_PLACEHOLDER = 'Search contacts by name, email, or message...';
export const DELETE_CONFIRM = 'Are you sure you want to delete this contact?';

/** The spec's 'Error loading contacts', then what went wrong in a sentence. */
export function loadErrorMessage(error: unknown): string {
  return `Error loading contacts: ${failureSentence(error)}`;
}

/** Send Email: a reply draft to the person who wrote. */
export function contactMailto(c: Pick<Contact, 'email' | 'name'>): string {
  const subject = 'Re: your message to Kavach Genomics';
  const body = `Dear ${c.name},\n\nThank you for contacting Kavach Genomics.\n\nBest regards,\nKavach Genomics`;
  return mailtoHref(c.email, subject, body);
}

const CONTACTS: InboxTabOf<'contacts'> = {
  kind: 'contacts',
  statuses: SUBMISSION_STATUSES,
  layout: 'submissions',
  testId: 'contacts-tab',
  title: 'Contact Us Submissions',
  chart: { area: 'contacts', title: 'Contact submissions per day (last 30 days)' },
  noun: { one: 'contact', many: 'contacts' },
  fetchPage: (query) => listInbox('contacts', query),
  nameOf: (c) => c.name,
  search: { placeholder: SEARCH_PLACEHOLDER, label: 'Search contacts' },
  table: { label: 'Contacts' },
  loadError: loadErrorMessage,
  csv: { errorPrefix: 'Error exporting contacts' },
  remove: {
    permission: 'contacts:delete',
    confirm: DELETE_CONFIRM,
    label: (c) => `Delete contact ${c.name}`,
  },
  columns: ({ statusColumn, view }) =>
    submissionColumns<Contact>({
      extra: [statusColumn],
      onView: view,
      viewLabel: (c) => `View contact ${c.name}`,
    }),
  // The 'Contact Details' modal: Send Email marks the contact Replied.
  details: {
    title: 'Contact Details',
    testId: 'contact-details',
    rows: () => [
      // The record's number, for a colleague or the privacy desk (not a list column).
      { label: 'ID', value: (c) => c.id },
      { label: 'Name', value: (c) => c.name },
      { label: 'Email', value: (c) => <MailLink email={c.email} /> },
      { label: 'Phone', value: (c) => orNA(c.phone) },
      { label: 'Date', value: (c) => formatDateTime(c.created_at) },
      { label: 'Message', value: (c) => c.message },
      { label: 'Privacy consent', value: (c) => consentText(c) },
    ],
    mailto: contactMailto,
    emailMarksReplied: true,
  },
};

export default function ContactsTab() {
  return <InboxTab config={CONTACTS} />;
}
