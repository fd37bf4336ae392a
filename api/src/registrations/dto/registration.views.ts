import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { ListQueryDto } from '../../common/listing/list-query.dto';
import type { Registration } from '../registration.entity';

export class RegistrationSubmitResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty() message: string;
}

export class RegistrationView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session's title when registering",
  })
  session_name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the session is deleted' })
  session_id: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) session_date: string | null;
  @ApiProperty({ type: String, nullable: true }) session_time: string | null;
  @ApiProperty({ type: String, nullable: true }) session_mode: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ example: 'session_registration' }) source: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toRegistrationView(r: Registration): RegistrationView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    organization: r.organization,
    session_name: r.sessionName,
    session_id: r.sessionId,
    session_date: r.sessionDate,
    session_time: r.sessionTime,
    session_mode: r.sessionMode,
    message: r.message,
    source: r.source,
    created_at: r.createdAt.toISOString(),
  };
}

export class RegistrationsPage {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [RegistrationView] }) data: RegistrationView[];
  @ApiProperty({ description: 'Rows matching the search and date range' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pages: number;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'true when total is an estimate (a search matching very many rows)',
  })
  estimated?: true;
  @ApiProperty({ description: 'All registrations, unfiltered' }) all: number;
}

export class RegistrationDetail {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: RegistrationView }) data: RegistrationView;
}

export class RegistrationsExportQueryDto extends PickType(ListQueryDto, ['from', 'to'] as const) {}
