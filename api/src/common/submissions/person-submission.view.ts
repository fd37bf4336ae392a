import { ApiProperty } from '@nestjs/swagger';
import type { PersonSubmission } from './person-submission.entity';

/** The first properties of every visitor submission's admin view (contacts, registrations). */
export class PersonSubmissionView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

export function toPersonSubmissionView(p: PersonSubmission): PersonSubmissionView {
  return { id: p.id, name: p.name, email: p.email, phone: p.phone };
}
