import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { NoHiddenCharacters } from '../../platform/fields/hidden-characters';
import { EMAIL_HIDDEN_CHARACTER, EMAIL_PATTERN, FIELD_LENGTHS } from '../../platform/fields/rules';
import { Stacked } from '../../platform/fields/stacked';
import { TrimLower } from '../../platform/fields/trim.decorator';
import { PRIVACY_MESSAGES as M } from '../privacy.constants';

/** The person's e-mail address, trimmed and lower-cased (as the forms store it). */
const Address = (description: string) =>
  Stacked(
    ApiProperty({ maxLength: FIELD_LENGTHS.email, example: 'asha@example.com', description }),
    TrimLower(),
    IsNotEmpty({ message: M.addressRequired }),
    IsString({ message: M.invalidAddress }),
    NoHiddenCharacters({ message: EMAIL_HIDDEN_CHARACTER }),
    MaxLength(FIELD_LENGTHS.email, { message: M.invalidAddress }),
    Matches(EMAIL_PATTERN, { message: M.invalidAddress }),
  );

/** A look-up or an export: one address. */
export class PrivacyAddressDto {
  @Address('The address the person wrote from (any case; matched exactly, not as a substring)')
  email: string;
}

/** An erasure: the address, and the same address typed again by the staff member. */
export class PrivacyEraseDto extends PrivacyAddressDto {
  @Stacked(
    ApiProperty({
      maxLength: FIELD_LENGTHS.email,
      description: 'The same address typed again, to confirm the erasure (any case)',
    }),
    TrimLower(),
    IsNotEmpty({ message: M.confirmationRequired }),
    IsString({ message: M.confirmationMismatch }),
    MaxLength(FIELD_LENGTHS.email, { message: M.confirmationMismatch }),
  )
  confirmation: string;
}

/** How many records of each kind are held for the address. */
export class PrivacyCounts {
  @ApiProperty({ example: 2 }) contacts: number;
  @ApiProperty({ example: 1 }) registrations: number;
  @ApiProperty({ example: 1, description: 'Newsletter subscriptions, whatever their status' })
  subscribers: number;
  @ApiProperty({ example: 1 }) applications: number;
  @ApiProperty({ example: 1, description: 'Resume files of those applications found in storage' })
  resumeFiles: number;
  @ApiProperty({ example: 4, description: 'Mails to the address or with it as Reply-To' })
  mails: number;
  @ApiProperty({ example: 1, description: 'Audit log entries that mention the address' })
  auditEntries: number;
}

export class PrivacyContactView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ description: 'The message (first 300 characters)' }) message: string;
  @ApiProperty() created_at: string;
}

export class PrivacyRegistrationView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) session_name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' })
  session_date: string | null;
  @ApiProperty() created_at: string;
}

export class PrivacySubscriberView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() created_at: string;
}

const RESUME_STATES = ['present', 'missing', 'none'] as const;
export type ResumeState = (typeof RESUME_STATES)[number];

export class PrivacyApplicationView {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() job_position: string;
  @ApiProperty({ type: String, nullable: true, description: 'The file name the person uploaded' })
  resume_name: string | null;
  @ApiProperty({
    enum: RESUME_STATES,
    description: 'present: the file is in storage; missing: the row names a file storage lacks',
  })
  resume: ResumeState;
  @ApiProperty() created_at: string;
}

export class PrivacyMailView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'contact.ack' }) kind: string;
  @ApiProperty({ enum: ['to', 'reply-to'], description: 'How the mail names the address' })
  relation: 'to' | 'reply-to';
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: ['pending', 'sending', 'sent', 'failed'] }) status: string;
  @ApiProperty() created_at: string;
}

export class PrivacyAuditView {
  @ApiProperty() id: string;
  @ApiProperty() username: string;
  @ApiProperty() action: string;
  @ApiProperty({ type: String, nullable: true }) target: string | null;
  @ApiProperty() created_at: string;
}

export const PRIVACY_ACTIONS = ['privacy.lookup', 'privacy.export', 'privacy.erase'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/** A look-up, export or erasure of this case, from the audit log. */
/** An internal note of the staff on one of the person's records. */
export class PrivacyNoteView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['contact', 'registration', 'application'], enumName: 'PrivacyNoteRecord' })
  record: 'contact' | 'registration' | 'application';
  @ApiProperty() record_id: number;
  @ApiProperty({ description: 'Staff username' }) author: string;
  @ApiProperty({ description: 'The note (first 300 characters)' }) body: string;
  @ApiProperty() created_at: string;
}

export class PrivacyCaseEvent {
  @ApiProperty({ enum: PRIVACY_ACTIONS }) action: PrivacyAction;
  @ApiProperty({ description: 'Who did it' }) username: string;
  @ApiProperty({ description: 'The counts recorded with it' }) detail: string;
  @ApiProperty() created_at: string;
}

export class PrivacyLookup {
  @ApiProperty({ description: 'The address looked up, trimmed and lower-cased' }) email: string;
  @ApiProperty({
    example: 'PR-3F9A-1C2B-77D0-5E41',
    description: "The case's reference in the audit log (a keyed hash of the address)",
  })
  caseReference: string;
  @ApiProperty({ type: PrivacyCounts }) counts: PrivacyCounts;
  @ApiProperty({ description: 'Records of every kind together (resume files not counted)' })
  total: number;
  @ApiProperty({ example: 50, description: 'At most this many rows of each kind are listed' })
  listLimit: number;
  @ApiProperty({ type: [PrivacyContactView] }) contacts: PrivacyContactView[];
  @ApiProperty({ type: [PrivacyRegistrationView] }) registrations: PrivacyRegistrationView[];
  @ApiProperty({ type: [PrivacySubscriberView] }) subscribers: PrivacySubscriberView[];
  @ApiProperty({ type: [PrivacyApplicationView] }) applications: PrivacyApplicationView[];
  @ApiProperty({
    type: [PrivacyNoteView],
    description:
      "The staff's internal notes on these records (listed and exported; erased with them)",
  })
  notes: PrivacyNoteView[];
  @ApiProperty({ type: [PrivacyMailView] }) mails: PrivacyMailView[];
  @ApiProperty({ type: [PrivacyAuditView] }) auditEntries: PrivacyAuditView[];
  @ApiProperty({
    type: [PrivacyCaseEvent],
    description:
      'Earlier look-ups, exports and erasures of this case (this one included), newest first',
  })
  history: PrivacyCaseEvent[];
}

/** What an erasure removed. */
export class PrivacyErased {
  @ApiProperty({ example: 2 }) contacts: number;
  @ApiProperty({ example: 1 }) registrations: number;
  @ApiProperty({ example: 1 }) subscribers: number;
  @ApiProperty({ example: 1 }) applications: number;
  @ApiProperty({ example: 1, description: 'Resume files deleted from storage' })
  resumeFiles: number;
  @ApiProperty({ example: 4 }) mails: number;
  @ApiProperty({
    example: 2,
    description:
      'Files of those mails deleted from DATA_DIR/outbox (written there when no SMTP server is set)',
  })
  mailFiles: number;
  @ApiProperty({
    example: 1,
    description: 'Audit entries kept with the address and name replaced by "[erased]"',
  })
  auditEntriesAnonymised: number;
}

export class PrivacyEraseResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty() caseReference: string;
  @ApiProperty({ type: PrivacyErased }) erased: PrivacyErased;
}
