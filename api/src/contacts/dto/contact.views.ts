import { ApiProperty } from '@nestjs/swagger';
import {
  PersonSubmissionView,
  toPersonSubmissionView,
} from '../../submissions/person-submission.view';
import { MessageResponse } from '../../platform/listing/page.views';
import { inboxAnswerDtos } from '../../inbox/dto/inbox-kind-dtos';
import { CONTACT_FIELDS, type Contact } from '../contact.entity';
import { documentFields, viewFields } from '../../submissions/record-fields';
import { CONTACT_THANKS } from './create-contact.dto';

/** The contact form's answer; its thank-you text is the document's, so the site's copy is checked. */
export class SubmitResponse extends MessageResponse {
  @ApiProperty({ enum: [CONTACT_THANKS] }) declare message: typeof CONTACT_THANKS;
}

/** A contact in the staff panel: the shared person fields, then CONTACT_FIELDS' viewed ones. */
export class ContactView extends PersonSubmissionView {
  declare message: string;
  declare source: string;
  declare created_at: string;
}
documentFields(ContactView, CONTACT_FIELDS);

export function toContactView(c: Contact): ContactView {
  return { ...toPersonSubmissionView(c), ...viewFields(CONTACT_FIELDS, c) } as ContactView;
}

/** The Contacts list's page: every contact counted unfiltered too ('Showing X of Y contacts'). */
class ContactsPageExtra {
  @ApiProperty({ description: "All contacts, unfiltered ('Showing X of Y contacts')" })
  all: number;
}

export const CONTACT_ANSWERS = inboxAnswerDtos({
  name: 'Contact',
  pageName: 'ContactsPage',
  view: ContactView,
  total: 'Rows matching the search and date range',
  estimated: true,
  pageExtra: ContactsPageExtra,
});
