import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Trim } from '../../platform/fields/trim.decorator';
import { IsRealIsoDate } from '../../platform/dates/real-date';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { PageOf } from '../../platform/listing/page.views';
import {
  SESSION_MODES,
  SESSION_STATUSES,
  type Session,
  type SessionMode,
  type SessionStatus,
} from '../session.entity';

const TITLE_REQUIRED = 'Please give the session a title.';
/** A site path (not protocol-relative) or an http(s) URL; nothing that could run script. */
export const IMAGE_URL = /^(\/(?!\/)[A-Za-z0-9._~%/-]*|https?:\/\/[^\s"'<>\\]+)$/;
/** A meeting link: an http(s) address. */
const MEETING_LINK = /^https?:\/\/[^\s"'<>\\]+$/;
/** A clock time, 24-hour HH:MM. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_CAPACITY = 100_000;

/** Empty text (or only spaces) is "not given": null; other text trimmed. */
const EmptyIsNull = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value,
  );

/** Create and update (PUT) body of the Session Manager form. */
export class SessionInputDto {
  @ApiProperty({ maxLength: 200, example: 'HrC Test: Information Session' })
  @Trim()
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @IsString({ message: TITLE_REQUIRED })
  @MaxLength(200, { message: 'Title is too long (200 characters at most).' })
  title: string;

  @ApiPropertyOptional({
    maxLength: 500,
    nullable: true,
    type: String,
    example: '/api/files/session-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
    description: 'Empty: the default session picture',
  })
  @EmptyIsNull()
  @IsOptional()
  @IsString({ message: 'The image must be the URL of an uploaded image.' })
  @MaxLength(500, { message: 'The image URL is too long (500 characters at most).' })
  @Matches(IMAGE_URL, { message: 'The image must be the URL of an uploaded image.' })
  image?: string | null;

  @ApiProperty({ format: 'date', example: '2025-01-31', description: 'Start date' })
  @Trim()
  @IsNotEmpty({ message: 'Please choose the date of the session.' })
  @IsString({ message: 'The date must be a real date like 2025-01-31.' })
  @IsRealIsoDate('The date must be a real date like 2025-01-31.')
  date: string;

  @ApiPropertyOptional({
    format: 'date',
    nullable: true,
    type: String,
    description: 'Not before date; empty = one day',
  })
  @EmptyIsNull()
  @IsOptional()
  @IsRealIsoDate('The end date must be a real date like 2025-01-31.')
  endDate?: string | null;

  @ApiProperty({ example: '11:00', description: 'Start time, HH:MM (24-hour, India time)' })
  @Trim()
  @IsNotEmpty({ message: 'Please choose the start time.' })
  @Matches(CLOCK, { message: 'The start time must be a time like 11:00 or 15:30.' })
  startTime: string;

  @ApiProperty({
    example: '12:30',
    description: 'End time, HH:MM (24-hour, India time); after the start on a one-day session',
  })
  @Trim()
  @IsNotEmpty({ message: 'Please choose the end time.' })
  @Matches(CLOCK, { message: 'The end time must be a time like 12:30 or 17:00.' })
  endTime: string;

  @ApiPropertyOptional({ enum: SESSION_MODES, default: 'online' })
  @IsOptional()
  @IsIn(SESSION_MODES, { message: 'Mode must be online, offline or hybrid.' })
  mode?: SessionMode;

  @ApiPropertyOptional({
    maxLength: 300,
    nullable: true,
    type: String,
    description: 'Required for an offline or hybrid session',
  })
  @EmptyIsNull()
  @IsOptional()
  @IsString({ message: 'Place must be text.' })
  @MaxLength(300, { message: 'Place is too long (300 characters at most).' })
  place?: string | null;

  @ApiPropertyOptional({
    maxLength: 500,
    nullable: true,
    type: String,
    example: 'https://meet.example.com/abc-defg-hij',
    description: 'Staff only; sent to registrants in their confirmation',
  })
  @EmptyIsNull()
  @IsOptional()
  @IsString({ message: 'The meeting link must be an address starting with https://.' })
  @MaxLength(500, { message: 'The meeting link is too long (500 characters at most).' })
  @Matches(MEETING_LINK, {
    message: 'The meeting link must be an address starting with https://.',
  })
  meetingLink?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    minimum: 1,
    maximum: MAX_CAPACITY,
    description: 'Seats; empty = no limit',
  })
  @IsOptional()
  @IsInt({ message: 'Capacity must be a whole number of seats, 1 or more.' })
  @Min(1, { message: 'Capacity must be a whole number of seats, 1 or more.' })
  @Max(MAX_CAPACITY, { message: `Capacity must be at most ${MAX_CAPACITY} seats.` })
  capacity?: number | null;

  @ApiPropertyOptional({ maxLength: 2000, nullable: true, type: String })
  @EmptyIsNull()
  @IsOptional()
  @IsString({ message: 'Description must be text.' })
  @MaxLength(2000, { message: 'Description is too long (2000 characters at most).' })
  description?: string | null;

  @ApiPropertyOptional({ enum: SESSION_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(SESSION_STATUSES, { message: 'Status must be active, inactive or expired.' })
  status?: SessionStatus;
}

const SESSION_WHEN = ['upcoming', 'past'] as const;
export type SessionWhen = (typeof SESSION_WHEN)[number];

export class AdminSessionsQueryDto extends PickType(ListQueryDto, [
  'page',
  'pageSize',
  'search',
] as const) {
  @ApiPropertyOptional({
    enum: SESSION_WHEN,
    default: 'upcoming',
    description: 'upcoming: not yet ended, soonest first; past: ended, latest first',
  })
  @IsOptional()
  @IsIn(SESSION_WHEN, { message: 'Show must be upcoming or past.' })
  when?: SessionWhen;

  @ApiPropertyOptional({ enum: SESSION_STATUSES })
  @IsOptional()
  @IsIn(SESSION_STATUSES, { message: 'Status must be active, inactive or expired.' })
  status?: SessionStatus;
}

export class SessionView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Information Session' }) title: string;
  @ApiProperty() image: string;
  @ApiProperty({ format: 'date', example: '2025-01-31' }) date: string;
  @ApiProperty({ format: 'date', nullable: true, type: String }) endDate: string | null;
  @ApiProperty({ example: '11:00 AM – 12:30 PM IST', description: 'The times as shown' })
  time: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '11:00',
    description: 'HH:MM; null on an old session',
  })
  startTime: string | null;
  @ApiProperty({ nullable: true, type: String, example: '12:30' }) endTime: string | null;
  @ApiProperty({ enum: SESSION_MODES }) mode: SessionMode;
  @ApiProperty({ enum: SESSION_STATUSES }) status: SessionStatus;
  @ApiProperty({ nullable: true, type: String }) place: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Seats; null = no limit' })
  capacity: number | null;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
}

/** "HH:MM:SS" from Postgres → "HH:MM". */
const clock = (t: string | null) => (t ? t.slice(0, 5) : null);

export function toSessionView(s: Session): SessionView {
  return {
    id: s.id,
    title: s.title,
    image: s.image,
    date: s.date,
    endDate: s.endDate,
    time: s.time,
    startTime: clock(s.startTime),
    endTime: clock(s.endTime),
    mode: s.mode,
    status: s.status,
    place: s.place,
    capacity: s.capacity,
    description: s.description,
  };
}

/** A session as staff see it: the public fields and the meeting link (sent to registrants only). */
export class StaffSessionView extends SessionView {
  @ApiProperty({ nullable: true, type: String }) meetingLink: string | null;
}

export function toStaffSessionView(s: Session): StaffSessionView {
  return { ...toSessionView(s), meetingLink: s.meetingLink };
}

export class PublicSessionsResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: [SessionView], description: 'Active, not yet ended, soonest first' })
  sessions: SessionView[];
}

/** A session in the Session Manager: the public fields plus staff-only figures. */
class AdminSessionView extends StaffSessionView {
  @ApiProperty({
    description:
      'Registrations linked to this session (staff only: the public list never shows it). ' +
      'Deleting the session keeps them, unlinked, with their snapshot of the session.',
    example: 12,
  })
  registrations: number;
  @ApiProperty({ description: 'Seats taken: linked registrations not cancelled', example: 10 })
  seatsTaken: number;
}

export class SessionsPage extends PageOf(AdminSessionView) {
  @ApiProperty({ description: 'All sessions, any status' }) all: number;
}

export class SessionResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: StaffSessionView }) session: StaffSessionView;
}

export class SessionDeleted {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}

export class CheckExpiredResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ description: 'Sessions whose last day has passed, newly closed (expired)' })
  changed: number;
}

export class UploadResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: '/api/files/session-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png' })
  url: string;
  @ApiProperty() message: string;
}
