import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MetricsRepository } from './metrics.repository';

/** Up to 10 s: past that a request has met a timeout somewhere (the statements' is 5 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** node-postgres's pool under TypeORM's PostgreSQL driver (its `master`). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The API's Prometheus metrics (docs/operations.md, "Metrics and tracing"), one registry per
 * app. Label values are route templates, methods, statuses, mail kinds and fixed words: never a
 * raw path, a name or an address. The figures of the database are read when scraped.
 */
@Injectable()
export class Metrics {
  private readonly registry = new Registry();
  private readonly registers = [this.registry];

  private readonly requests = new Counter({
    name: 'kavach_http_requests_total',
    help: 'HTTP requests answered, by method, route template ("unmatched": no route) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: this.registers,
  });
  private readonly durations = new Histogram({
    name: 'kavach_http_request_duration_seconds',
    help: 'Time from the arrival of a request to the end of its answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: this.registers,
  });
  private readonly outboxDepth = new Gauge({
    name: 'kavach_outbox_depth',
    help: 'Mails in the outbox not yet sent (pending or being sent), by kind',
    labelNames: ['kind'] as const,
    registers: this.registers,
  });
  private readonly outboxOldestAge = new Gauge({
    name: 'kavach_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail not yet sent, by kind (0 when none waits)',
    labelNames: ['kind'] as const,
    registers: this.registers,
  });
  private readonly newsletterSends = new Counter({
    name: 'kavach_newsletter_sends_total',
    help: 'Newsletter mails sent, or given up after their last attempt (result="failed")',
    labelNames: ['result'] as const,
    registers: this.registers,
  });
  private readonly newsletterPending = new Gauge({
    name: 'kavach_newsletter_pending_recipients',
    help: 'Recipients of the newsletters being sent whose mail is not yet queued (NaN: the database did not answer)',
    registers: this.registers,
  });
  private readonly loginFailures = new Counter({
    name: 'kavach_login_failures_total',
    help: 'Failed staff sign-ins: a wrong password or code, or a disabled account',
    registers: this.registers,
  });
  private readonly loginLockouts = new Counter({
    name: 'kavach_login_lockouts_total',
    help: 'Sign-in attempts (passwords and codes) refused because a limit of attempts was reached',
    registers: this.registers,
  });
  private readonly databaseUp = new Gauge({
    name: 'kavach_database_up',
    help: 'Whether the database answered SELECT 1 within 2 s at this scrape (1) or not (0)',
    registers: this.registers,
  });

  /** Mail kinds reported even when none of theirs waits (0), so their series never vanish. */
  private readonly mailKinds = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DataSource) db: DataSource,
    @Inject(MetricsRepository) private readonly figures: MetricsRepository,
  ) {
    new Gauge({
      name: 'kavach_database_pool_connections',
      help: 'Connections of the database pool of this process: idle, used, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: this.registers,
      collect() {
        const pool = (db.driver as unknown as { master?: PoolCounts }).master;
        if (!pool) return;
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'used' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    // Event-loop lag, memory, CPU, handles: only when something can read them (each registry
    // observes the garbage collector and the event loop for itself).
    if (config.metricsPort > 0) collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request (route: its template, or "unmatched"). */
  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.durations.observe({ method, route }, seconds);
  }

  loginFailed(): void {
    this.loginFailures.inc();
  }

  loginLockedOut(): void {
    this.loginLockouts.inc();
  }

  newsletterMail(result: 'sent' | 'failed'): void {
    this.newsletterSends.inc({ result });
  }

  /** The kinds of mail the outbox sends, reported from the start. */
  reportMailKinds(kinds: readonly string[]): void {
    for (const kind of kinds) this.mailKinds.add(kind);
  }

  /** The text format's content type. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every metric in the text format, with the database's figures read now. */
  async scrape(): Promise<string> {
    const figures = await this.figures.read();
    this.databaseUp.set(figures.databaseUp ? 1 : 0);
    this.outboxDepth.reset();
    this.outboxOldestAge.reset();
    if (figures.outbox) {
      for (const kind of this.mailKinds) {
        this.outboxDepth.set({ kind }, 0);
        this.outboxOldestAge.set({ kind }, 0);
      }
      for (const { kind, depth, oldestAgeSeconds } of figures.outbox) {
        this.mailKinds.add(kind);
        this.outboxDepth.set({ kind }, depth);
        this.outboxOldestAge.set({ kind }, oldestAgeSeconds);
      }
    }
    this.newsletterPending.set(figures.newsletterPendingRecipients ?? NaN);
    return this.registry.metrics();
  }
}
