import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { sealWith } from '../platform/config/sealed-secret';
import type { SqlStatement } from '../platform/database/sql-statement';
import { wholePage, type Page } from '../platform/listing/listing';
import type {
  InsertedRecordEvent,
  WebhookEvent,
  WebhookOutbox,
} from '../platform/outbox/webhook-events';
import {
  type CreateWebhookDto,
  type DeliveryListQuery,
  type UpdateWebhookDto,
  WebhookDeliveryView,
  type WebhookList,
  WebhookView,
} from './dto/webhooks.dto';
import { newSigningSecret } from './webhook-signature';
import { checkedAddresses, parseWebhookUrl, WebhookTargetRefused } from './webhook-target';
import { type StoredEndpoint, WebhooksRepository } from './webhooks.repository';

export const NO_SUCH_WEBHOOK = 'No such webhook.';
export const NO_SUCH_DELIVERY = 'No such delivery of this webhook.';
/** The HKDF info of signing secrets sealed with TOTP_ENCRYPTION_KEYS (sealed-secret.ts). */
export const WEBHOOK_SECRET_SEAL = 'kavach webhook secrets';
/** How long a rotated secret still signs, beside the new one. */
const ROTATION_GRACE_MS = 24 * 3600_000;

/** What the audit log names an endpoint by: its address without the path's query. */
const auditName = (e: StoredEndpoint) => e.url.split('?')[0].slice(0, 200);

/**
 * Webhooks: the endpoints a System Admin subscribes to events (each change with the step-up),
 * and the port through which the features record their events in their own transactions.
 */
@Injectable()
export class WebhooksService implements WebhookOutbox {
  constructor(
    @Inject(WebhooksRepository) private readonly hooks: WebhooksRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  record(manager: EntityManager, events: readonly WebhookEvent[]): Promise<void> {
    return this.hooks.recordEvents(manager, events);
  }

  recordStatement(event: InsertedRecordEvent, recordCte: string): SqlStatement {
    return this.hooks.eventStatement(event, recordCte);
  }

  async list(): Promise<WebhookList> {
    const now = new Date();
    return wholePage((await this.hooks.endpoints()).map((e) => WebhookView.of(e, now)));
  }

  /** The URL as stored, once its form and every address it resolves to are allowed: else 400. */
  private async allowedUrl(raw: string): Promise<string> {
    const allowPrivate = this.config.webhooks.allowPrivate;
    try {
      const url = parseWebhookUrl(raw, allowPrivate);
      await checkedAddresses(url, allowPrivate);
      return url.href;
    } catch (e) {
      if (e instanceof WebhookTargetRefused)
        throw new BadRequestException({ message: e.message, details: { url: e.message } });
      throw e;
    }
  }

  private seal(secret: string): string {
    return sealWith(secret, this.config.keys.totp, WEBHOOK_SECRET_SEAL);
  }

  async create(
    dto: CreateWebhookDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ endpoint: StoredEndpoint; secret: string }> {
    const url = await this.allowedUrl(dto.url);
    const secret = newSigningSecret();
    const endpoint = await this.db.transaction(async (m) => {
      const row = await this.hooks.insertEndpoint(m, {
        url,
        description: dto.description ?? '',
        events: dto.events,
        secret_sealed: this.seal(secret),
        created_by: p.username,
      });
      await this.audit.record(p, 'webhook.create', { id: row.id, name: auditName(row) }, ip, m);
      return row;
    });
    return { endpoint, secret };
  }

  async update(
    id: number,
    dto: UpdateWebhookDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<StoredEndpoint> {
    const url = dto.url === undefined ? undefined : await this.allowedUrl(dto.url);
    return this.db.transaction(async (m) => {
      const row = await this.hooks.updateEndpoint(m, id, {
        url,
        description: dto.description,
        events: dto.events,
        enabled: dto.enabled,
      });
      if (!row) throw new NotFoundException(NO_SUCH_WEBHOOK);
      await this.audit.record(p, 'webhook.update', { id: row.id, name: auditName(row) }, ip, m);
      return row;
    });
  }

  /** A new signing secret (returned here only); the former one signs too for 24 hours. */
  async rotateSecret(
    id: number,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ endpoint: StoredEndpoint; secret: string }> {
    const secret = newSigningSecret();
    const endpoint = await this.db.transaction(async (m) => {
      const row = await this.hooks.rotateSecret(
        m,
        id,
        this.seal(secret),
        new Date(Date.now() + ROTATION_GRACE_MS),
      );
      if (!row) throw new NotFoundException(NO_SUCH_WEBHOOK);
      await this.audit.record(p, 'webhook.rotate-secret', { id, name: auditName(row) }, ip, m);
      return row;
    });
    return { endpoint, secret };
  }

  async remove(id: number, p: Principal, ip: string | undefined): Promise<StoredEndpoint> {
    return this.db.transaction(async (m) => {
      const row = await this.hooks.deleteEndpoint(m, id);
      if (!row) throw new NotFoundException(NO_SUCH_WEBHOOK);
      await this.audit.record(p, 'webhook.delete', { id, name: auditName(row) }, ip, m);
      return row;
    });
  }

  async deliveries(id: number, q: DeliveryListQuery): Promise<Page<WebhookDeliveryView>> {
    if (!(await this.hooks.endpoint(id))) throw new NotFoundException(NO_SUCH_WEBHOOK);
    const { rows, total } = await this.hooks.deliveries(id, q.page, q.pageSize);
    return {
      status: 'success',
      data: rows.map((d) => WebhookDeliveryView.of(d)),
      total,
      page: q.page,
      pages: Math.max(1, Math.ceil(total / q.pageSize)),
    };
  }

  /** Sends a delivery again, now, with its id and body: 409 while it is being sent. */
  async redeliver(
    id: number,
    deliveryId: string,
    p: Principal,
    ip: string | undefined,
  ): Promise<WebhookDeliveryView> {
    return this.db.transaction(async (m) => {
      const endpoint = await this.hooks.endpoint(id, m);
      if (!endpoint) throw new NotFoundException(NO_SUCH_WEBHOOK);
      const row = await this.hooks.redeliver(m, id, deliveryId);
      if (!row) {
        if (await this.hooks.deliveryExists(id, deliveryId))
          throw new ConflictException(
            'This delivery is being sent at this moment. Wait a few seconds.',
          );
        throw new NotFoundException(NO_SUCH_DELIVERY);
      }
      await this.audit.record(
        p,
        'webhook.redeliver',
        { id, name: auditName(endpoint), delivery: deliveryId },
        ip,
        m,
      );
      return WebhookDeliveryView.of(row);
    });
  }
}
