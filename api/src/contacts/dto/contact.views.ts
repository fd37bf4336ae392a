import { ApiProperty } from '@nestjs/swagger';
import { DetailOf, MessageResponse, PageOf } from '../../common/listing/page.views';
import type { Contact } from '../contact.entity';

export class SubmitResponse extends MessageResponse {}

export class ContactView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ example: 'website' }) source: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toContactView(c: Contact): ContactView {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    message: c.message,
    source: c.source,
    created_at: c.createdAt.toISOString(),
  };
}

export class ContactsPage extends PageOf(ContactView, {
  total: 'Rows matching the search and date range',
  estimated: true,
}) {
  @ApiProperty({ description: "All contacts, unfiltered ('Showing X of Y contacts')" })
  all: number;
}

export class ContactDetail extends DetailOf(ContactView) {}
