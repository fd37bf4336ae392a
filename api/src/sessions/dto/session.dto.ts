import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
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

export const SESSION_REQUIRED = 'Please fill in all required fields and upload an image.';
/** A site path (not protocol-relative) or an http(s) URL; nothing that could run script. */
export const IMAGE_URL = /^(\/(?!\/)[A-Za-z0-9._~%/-]*|https?:\/\/[^\s"'<>\\]+)$/;

/** Create and update (PUT) body of the Session Manager form. */
export class SessionInputDto {
  @ApiPropertyOptional({ maxLength: 200, default: 'Information Session' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Title must be text.' })
  @MaxLength(200, { message: 'Title is too long (200 characters at most).' })
  title?: string;

  @ApiProperty({
    maxLength: 500,
    example: '/api/files/session-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
  })
  @Trim()
  @IsNotEmpty({ message: SESSION_REQUIRED })
  @IsString({ message: SESSION_REQUIRED })
  @MaxLength(500, { message: 'The image URL is too long (500 characters at most).' })
  @Matches(IMAGE_URL, { message: 'The image must be the URL of an uploaded image.' })
  image: string;

  @ApiProperty({ format: 'date', example: '2025-01-31', description: 'Start date' })
  @Trim()
  @IsNotEmpty({ message: SESSION_REQUIRED })
  @IsString({ message: SESSION_REQUIRED })
  @IsRealIsoDate('The date must be a real date like 2025-01-31.')
  date: string;

  @ApiPropertyOptional({
    format: 'date',
    nullable: true,
    type: String,
    description: 'Not before date; empty = one day',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() === ''
      ? null
      : typeof value === 'string'
        ? value.trim()
        : value,
  )
  @IsOptional()
  @IsRealIsoDate('The end date must be a real date like 2025-01-31.')
  endDate?: string | null;

  @ApiProperty({ maxLength: 100, example: '11:00 AM – 12:30 PM IST' })
  @Trim()
  @IsNotEmpty({ message: SESSION_REQUIRED })
  @IsString({ message: SESSION_REQUIRED })
  @MaxLength(100, { message: 'Time is too long (100 characters at most).' })
  time: string;

  @ApiPropertyOptional({ enum: SESSION_MODES, default: 'online' })
  @IsOptional()
  @IsIn(SESSION_MODES, { message: 'Mode must be online, offline or hybrid.' })
  mode?: SessionMode;

  @ApiPropertyOptional({ enum: SESSION_STATUSES, default: 'active' })
  @IsOptional()
  @IsIn(SESSION_STATUSES, { message: 'Status must be active, inactive or expired.' })
  status?: SessionStatus;
}

export class AdminSessionsQueryDto extends PickType(ListQueryDto, ['page', 'pageSize'] as const) {
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
  @ApiProperty({ example: '11:00 AM – 12:30 PM IST' }) time: string;
  @ApiProperty({ enum: SESSION_MODES }) mode: SessionMode;
  @ApiProperty({ enum: SESSION_STATUSES }) status: SessionStatus;
}

export function toSessionView(s: Session): SessionView {
  return {
    id: s.id,
    title: s.title,
    image: s.image,
    date: s.date,
    endDate: s.endDate,
    time: s.time,
    mode: s.mode,
    status: s.status,
  };
}

export class PublicSessionsResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ type: [SessionView], description: 'Active, not yet ended, soonest first' })
  sessions: SessionView[];
}

/** A session in the Session Manager: the public fields plus staff-only figures. */
export class AdminSessionView extends SessionView {
  @ApiProperty({
    description:
      'Registrations linked to this session (staff only: the public list never shows it). ' +
      'Deleting the session keeps them, unlinked, with their snapshot of the session.',
    example: 12,
  })
  registrations: number;
}

export class SessionsPage extends PageOf(AdminSessionView) {
  @ApiProperty({ description: 'All sessions, any status' }) all: number;
}

export class SessionResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: SessionView }) session: SessionView;
}

export class SessionDeleted {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}

export class CheckExpiredResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ description: 'Sessions newly marked expired' }) changed: number;
}

export class UploadResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: '/api/files/session-images/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png' })
  url: string;
  @ApiProperty() message: string;
}
