import { ApiProperty } from '@nestjs/swagger';
import {
  PersonSubmissionView,
  toPersonSubmissionView,
} from '../../submissions/person-submission.view';
import { DetailOf, MessageResponse, PageOf } from '../../platform/listing/page.views';
import { NoteView } from '../../inbox/dto/inbox.views';
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

export class ContactsPage extends PageOf(ContactView, {
  total: 'Rows matching the search and date range',
  estimated: true,
}) {
  @ApiProperty({ description: "All contacts, unfiltered ('Showing X of Y contacts')" })
  all: number;
}

export class ContactDetail extends DetailOf(ContactView) {}

/** What the details modal loads: the record (after opening it) and its notes, oldest first. */
export class ContactOpened {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: ContactView }) data: ContactView;
  @ApiProperty({ type: [NoteView] }) notes: NoteView[];
}
