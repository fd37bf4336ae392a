import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { StepUpDto } from '../../platform/access/step-up.dto';
import { Permission } from '../../platform/access/permissions';
import { Stacked } from '../../platform/fields/stacked';
import { Trim } from '../../platform/fields/trim.decorator';
import { PageParam, PageSizeParam } from '../../platform/listing/list-query.dto';
import { PageOf } from '../../platform/listing/page.views';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '../../platform/outbox/webhook-events';
import type { StoredDelivery, StoredEndpoint } from '../webhooks.repository';

const URL_MAX = 2000;
const DESCRIPTION_MAX = 200;

const EventsProperty = (required: boolean) =>
  (required ? ApiProperty : ApiPropertyOptional)({
    enum: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    isArray: true,
    description: 'The events sent to it',
  });

/** A field of a webhook's form: required in a new one, optional in a change. */
const Optional = (required: boolean) => (required ? [] : [IsOptional()]);

const UrlField = (required: boolean) =>
  Stacked(
    (required ? ApiProperty : ApiPropertyOptional)({
      example: 'https://crm.example.org/hooks/kavach',
      maxLength: URL_MAX,
    }),
    ...Optional(required),
    Trim(),
    IsString({ message: 'Enter the address of the endpoint.' }),
    MaxLength(URL_MAX, { message: `The address is too long (${URL_MAX} characters at most).` }),
  );

const DescriptionField = () =>
  Stacked(
    ApiPropertyOptional({ maxLength: DESCRIPTION_MAX, example: 'CRM: new contacts' }),
    IsOptional(),
    Trim(),
    IsString({ message: 'The description must be text.' }),
    MaxLength(DESCRIPTION_MAX, {
      message: `Describe it in ${DESCRIPTION_MAX} characters or fewer.`,
    }),
  );

const EventsField = (required: boolean) =>
  Stacked(
    EventsProperty(required),
    ...Optional(required),
    IsArray({ message: 'Choose the events to send.' }),
    ArrayNotEmpty({ message: 'Choose at least one event to send.' }),
    ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: 'Choose each event once.' }),
    ArrayUnique({ message: 'Choose each event once.' }),
    IsIn(WEBHOOK_EVENT_TYPES, {
      each: true,
      message: `The events are: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
    }),
  );

export class CreateWebhookDto extends StepUpDto {
  @UrlField(true) url: string;
  @DescriptionField() description?: string;
  @EventsField(true) events: WebhookEventType[];
}

export class UpdateWebhookDto extends StepUpDto {
  @UrlField(false) url?: string;
  @DescriptionField() description?: string;
  @EventsField(false) events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'Switch it on (what waited is sent) or off' })
  @IsOptional()
  @IsBoolean({ message: 'enabled must be true or false.' })
  enabled?: boolean;
}

export class WebhookView {
  @ApiProperty() id: number;
  @ApiProperty() url: string;
  @ApiProperty() description: string;
  @EventsProperty(true) events: WebhookEventType[];
  @ApiProperty() enabled: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'Why it was switched off' })
  disabledReason: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Since when every delivery failed; null while the last one succeeded',
  })
  failingSince: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Until when the former signing secret still signs (after a rotation)',
  })
  previousSecretUntil: string | null;
  @ApiProperty() createdBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static of(e: StoredEndpoint, now = new Date()): WebhookView {
    return {
      id: e.id,
      url: e.url,
      description: e.description,
      events: e.events as WebhookEventType[],
      enabled: e.enabled,
      disabledReason: e.disabled_reason,
      failingSince: e.failing_since?.toISOString() ?? null,
      previousSecretUntil:
        e.previous_secret_until && e.previous_secret_until > now
          ? e.previous_secret_until.toISOString()
          : null,
      createdBy: e.created_by,
      createdAt: e.created_at.toISOString(),
    };
  }
}

export class WebhookList extends PageOf(WebhookView) {}

export class WebhookChange {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: WebhookView }) webhook: WebhookView;
}

export class WebhookWithSecret extends WebhookChange {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The signing secret, shown once: the receiver checks each delivery with it',
  })
  secret: string;
}

/** An event a webhook can be sent, in words, with the permission its data stands for. */
export class WebhookEventInfo {
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' }) type: WebhookEventType;
  @ApiProperty({ example: 'A contact message came in' }) words: string;
  @ApiProperty({
    enum: Permission,
    enumName: 'Permission',
    description: 'What a token needs to read the record the event names',
  })
  permission: Permission;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'GET /api/admin/contacts/{id}',
    description: 'Where the record is read; null when it is gone',
  })
  read: string | null;

  static all(): WebhookEventInfo[] {
    return WEBHOOK_EVENT_TYPES.map((type) => ({ type, ...WEBHOOK_EVENTS[type] }));
  }
}

export class WebhookEvents {
  @ApiProperty({ type: [WebhookEventInfo] }) events: WebhookEventInfo[];
}

export class DeliveryListQuery {
  @PageParam() page: number = 1;
  @PageSizeParam('pageSize') pageSize: number = 10;
}

export class WebhookDeliveryView {
  @ApiProperty({ description: "The delivery's number (a string: the table's ids are bigint)" })
  id: string;
  @ApiProperty({
    example: 'msg_2b6f0cc904d137be2e1730235f5664094b83',
    description: 'The webhook-id header: the same on every retry',
  })
  messageId: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType' })
  eventType: WebhookEventType;
  @ApiProperty({ description: 'The body sent, as sent' }) body: string;
  @ApiProperty({ enum: ['pending', 'sending', 'delivered', 'failed'] })
  status: StoredDelivery['status'];
  @ApiProperty() attempts: number;
  @ApiProperty({ nullable: true, type: Number, description: "The last answer's status code" })
  responseStatus: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'The start of the last answer' })
  responseStart: string | null;
  @ApiProperty({ nullable: true, type: String }) lastError: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastAttemptAt: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When it is tried next (pending)',
  })
  nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) deliveredAt: string | null;

  static of(d: StoredDelivery): WebhookDeliveryView {
    return {
      id: String(d.id),
      messageId: d.message_id,
      eventType: d.event_type as WebhookEventType,
      body: d.body,
      status: d.status,
      attempts: d.attempts,
      responseStatus: d.response_status,
      responseStart: d.response_start,
      lastError: d.last_error,
      lastAttemptAt: d.last_attempt_at?.toISOString() ?? null,
      nextAttemptAt: d.status === 'pending' ? d.next_attempt_at.toISOString() : null,
      createdAt: d.created_at.toISOString(),
      deliveredAt: d.delivered_at?.toISOString() ?? null,
    };
  }
}

export class WebhookDeliveryList extends PageOf(WebhookDeliveryView) {}

export class WebhookDeliveryChange {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: WebhookDeliveryView }) delivery: WebhookDeliveryView;
}
