import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ExportQueryDto } from '../../platform/listing/export-query.dto';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { DetailOf, MessageResponse, PageOf } from '../../platform/listing/page.views';
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from '../subscriber.entity';

export class SubscriptionResponse extends MessageResponse {}

/** The check behind the confirmation page: the link is good; is the sign-up still to confirm? */
export class ConfirmationStateResponse extends MessageResponse {
  @ApiProperty({ enum: ['pending', 'confirmed'] }) subscription: SubscriberStatus;
}

/** How the panel and the CSV name a status. */
export const STATUS_LABELS = {
  confirmed: 'Active',
  pending: 'Pending confirmation',
} as const satisfies Record<SubscriberStatus, string>;
export type SubscriberStatusLabel = (typeof STATUS_LABELS)[SubscriberStatus];

const StatusParam = () =>
  ApiPropertyOptional({
    enum: [...SUBSCRIBER_STATUSES],
    default: 'confirmed',
    description: 'confirmed (the default): subscribers; pending: sign-ups not yet confirmed',
  });

export class SubscribersQueryDto extends ListQueryDto {
  @StatusParam()
  @IsOptional()
  @IsIn([...SUBSCRIBER_STATUSES], { message: 'status must be confirmed or pending.' })
  status: SubscriberStatus = 'confirmed';
}

export class SubscribersExportQueryDto extends ExportQueryDto {
  @StatusParam()
  @IsOptional()
  @IsIn([...SUBSCRIBER_STATUSES], { message: 'status must be confirmed or pending.' })
  status: SubscriberStatus = 'confirmed';
}

export class SubscriberView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time', description: 'The sign-up' }) created_at: string;
}

export class SubscriberDetailView extends SubscriberView {
  @ApiProperty({ enum: Object.values(STATUS_LABELS) }) status: SubscriberStatusLabel;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the address confirmed (null: pending, or subscribed before double opt-in)',
  })
  confirmed_at: string | null;
}

export function toSubscriberView(s: Subscriber): SubscriberView {
  return { id: s.id, email: s.email, created_at: s.createdAt.toISOString() };
}

export class SubscriberStats {
  @ApiProperty({ description: 'Subscribers of the status matching the search and date range' })
  total: number;
  @ApiProperty({ description: 'Of those, signed up today (IST)' }) today: number;
  @ApiProperty({ description: 'Of those, signed up within the last 7 days' }) thisWeek: number;
}

export class SubscribersPage extends PageOf(SubscriberView, { estimated: true }) {
  @ApiProperty({ description: 'All subscribers of the status, unfiltered' }) all: number;
  @ApiProperty({ type: SubscriberStats }) stats: SubscriberStats;
}

export class SubscriberDetail extends DetailOf(SubscriberDetailView) {}
