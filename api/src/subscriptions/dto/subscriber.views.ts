import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ExportQueryDto } from '../../platform/listing/export-query.dto';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { DetailOf, MessageResponse, PageOf } from '../../platform/listing/page.views';
import { SITE_LANGUAGES, type SiteLanguage } from '../../notifications/mail-languages';
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberStatus } from '../subscriber.entity';

export class SubscriptionResponse extends MessageResponse {}

/** The check behind the confirmation page: the link is good; is the sign-up still to confirm? */
export class ConfirmationStateResponse extends MessageResponse {
  @ApiProperty({ enum: ['pending', 'confirmed'] }) subscription: SubscriberStatus;
}

/** How the panel and the CSV name a status. */
export const STATUS_LABELS = {
  confirmed: 'Confirmed',
  pending: 'Waiting for confirmation',
} as const satisfies Record<SubscriberStatus, string>;
export type SubscriberStatusLabel = (typeof STATUS_LABELS)[SubscriberStatus];

/** Which sign-ups a list or export holds: all of them (the default), or one status. */
export type SubscriberStatusFilter = SubscriberStatus | 'all';
const STATUS_FILTERS: readonly SubscriberStatusFilter[] = ['all', ...SUBSCRIBER_STATUSES];
const STATUS_FILTER_MESSAGE = 'status must be all, confirmed or pending.';

const StatusParam = () =>
  ApiPropertyOptional({
    enum: [...STATUS_FILTERS],
    default: 'all',
    description:
      'all (the default): every sign-up; confirmed: subscribers; pending: sign-ups waiting for confirmation',
  });

export class SubscribersQueryDto extends ListQueryDto {
  @StatusParam()
  @IsOptional()
  @IsIn([...STATUS_FILTERS], { message: STATUS_FILTER_MESSAGE })
  status: SubscriberStatusFilter = 'all';
}

export class SubscribersExportQueryDto extends ExportQueryDto {
  @StatusParam()
  @IsOptional()
  @IsIn([...STATUS_FILTERS], { message: STATUS_FILTER_MESSAGE })
  status: SubscriberStatusFilter = 'all';
}

export class SubscriberView {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date-time', description: 'The sign-up' }) created_at: string;
  @ApiProperty({ enum: Object.values(STATUS_LABELS) }) status: SubscriberStatusLabel;
}

export class SubscriberDetailView extends SubscriberView {
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the address confirmed (null: pending, or subscribed before double opt-in)',
  })
  confirmed_at: string | null;
  @ApiProperty({
    enum: SITE_LANGUAGES,
    description: 'The language of the page it signed up on, in which its mails are written',
  })
  language: SiteLanguage;
}

export function toSubscriberView(s: Subscriber): SubscriberView {
  return {
    id: s.id,
    email: s.email,
    created_at: s.createdAt.toISOString(),
    status: STATUS_LABELS[s.status],
  };
}

export class SubscriberStats {
  @ApiProperty({ description: 'Sign-ups of the status matching the search and date range' })
  total: number;
  @ApiProperty({ description: 'Of those, signed up today (IST)' }) today: number;
  @ApiProperty({ description: 'Of those, signed up within the last 7 days' }) thisWeek: number;
}

export class SubscribersPage extends PageOf(SubscriberView, { estimated: true }) {
  @ApiProperty({ description: 'All sign-ups of the status, unfiltered' }) all: number;
  @ApiProperty({ type: SubscriberStats }) stats: SubscriberStats;
}

export class SubscriberDetail extends DetailOf(SubscriberDetailView) {}
