import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ListQueryDto } from '../../common/listing/list-query.dto';
import type { Contact } from '../contact.entity';

export class SubmitResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty() message: string;
}

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

export class ContactsPage {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [ContactView] }) data: ContactView[];
  @ApiProperty({ description: 'Rows matching the search and date range' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'true when total is an estimate (a search matching very many rows)',
  })
  estimated?: true;
  @ApiProperty({ description: "All contacts, unfiltered ('Showing X of Y contacts')" })
  all: number;
}

export class ContactDetail {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: ContactView }) data: ContactView;
}

/** Export range: IST dates, end inclusive; both optional (no range = everything). */
export class ContactsExportQueryDto extends PickType(ListQueryDto, ['from', 'to'] as const) {}
