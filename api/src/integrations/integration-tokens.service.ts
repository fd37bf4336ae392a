import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { PERMISSION_WORDS } from '../platform/access/role-words';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { wholePage } from '../platform/listing/listing';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import {
  type CreateIntegrationTokenDto,
  type GrantablePermissions,
  type IntegrationTokenList,
  IntegrationTokenView,
} from './dto/integration-tokens.dto';
import {
  GRANTABLE_PERMISSIONS,
  INTEGRATION_TOKEN_PATTERN,
  INTEGRATION_TOKEN_PREFIX,
  TOKEN_START_LENGTH,
} from './integration-tokens';
import {
  IntegrationTokensRepository,
  type StoredIntegrationToken,
} from './integration-tokens.repository';

const TOKEN_NOT_VALID = 'This integration token is not valid.';
const TOKEN_REVOKED = 'This integration token was revoked. Ask a System Admin for a new one.';
export const NO_SUCH_TOKEN = 'No such integration token.';
const DAY_MS = 86_400_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Integration tokens: made and revoked by a System Admin (with the step-up), checked on every
 * request that carries one. A token needs no captcha and no two-factor: it is a credential of
 * its own, with its own permissions, its own rate limit and its own name in the audit log.
 * Nothing is cached, so a revoked token is refused on its next request.
 */
@Injectable()
export class IntegrationTokensService {
  constructor(
    @Inject(IntegrationTokensRepository) private readonly tokens: IntegrationTokensRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<IntegrationTokenList> {
    const now = new Date();
    return wholePage((await this.tokens.all()).map((t) => IntegrationTokenView.of(t, now)));
  }

  grantable(): GrantablePermissions {
    return {
      permissions: GRANTABLE_PERMISSIONS.map((permission) => {
        const { verb, thing } = PERMISSION_WORDS[permission];
        return { permission, words: `${verb} ${thing}` };
      }),
    };
  }

  /** Makes a token; its secret is returned here only (the table keeps its hash). */
  async create(
    dto: CreateIntegrationTokenDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ token: StoredIntegrationToken; secret: string }> {
    const secret = `${INTEGRATION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    // In the permission table's order, so the list reads the same whatever order was sent.
    const permissions = GRANTABLE_PERMISSIONS.filter((g) => dto.permissions.includes(g));
    const token = await this.db.transaction(async (m) => {
      const row = await this.tokens.insert(m, {
        name: dto.name,
        token_hash: hashOf(secret),
        token_start: secret.slice(0, TOKEN_START_LENGTH),
        permissions,
        expires_at: new Date(Date.now() + dto.expiresInDays * DAY_MS),
        created_by: p.username,
      });
      if (!row) {
        throw new ConflictException(
          `A live token is already named “${dto.name}”. Choose another name, or revoke that token first.`,
        );
      }
      await this.audit.record(p, 'integration.create', { id: row.id, name: row.name }, ip, m);
      return row;
    });
    return { token, secret };
  }

  /** Revokes a token: its next request is refused. 404 when there is none, 409 when revoked. */
  async revoke(id: number, p: Principal, ip: string | undefined): Promise<StoredIntegrationToken> {
    return this.db.transaction(async (m) => {
      const row = await this.tokens.revoke(m, id, p.username);
      if (!row) {
        if (await this.tokens.exists(id))
          throw new ConflictException('This integration token is already revoked.');
        throw new NotFoundException(NO_SUCH_TOKEN);
      }
      await this.audit.record(p, 'integration.revoke', { id: row.id, name: row.name }, ip, m);
      return row;
    });
  }

  /** Whether a bearer value is meant as an integration token (not a session's JWT). */
  static carries(bearer: string): boolean {
    return bearer.startsWith(INTEGRATION_TOKEN_PREFIX);
  }

  /**
   * The caller a token stands for: 401 when it is unknown, revoked or expired; 429 past its
   * rate limit. Records when and from where it was used.
   */
  async principalFor(secret: string, ip: string | undefined): Promise<Principal> {
    if (!INTEGRATION_TOKEN_PATTERN.test(secret)) throw new UnauthorizedException(TOKEN_NOT_VALID);
    const t = await this.tokens.byHash(hashOf(secret));
    if (!t) throw new UnauthorizedException(TOKEN_NOT_VALID);
    if (t.revoked_at) throw new UnauthorizedException(TOKEN_REVOKED);
    if (t.expires_at <= new Date()) {
      throw new UnauthorizedException(
        `This integration token expired on ${t.expires_at.toISOString().slice(0, 10)}. Ask a System Admin for a new one.`,
      );
    }
    await this.limits.hit(
      {
        name: 'integration',
        points: this.config.rateLimit.integrationRequestsPerMinute,
        durationSeconds: 60,
        onStoreFailure: 'open',
      },
      String(t.id),
    );
    await this.tokens.markUsed(t.id, ip?.slice(0, 64) ?? null);
    return {
      userId: 0,
      username: `token:${t.name}`,
      role: 'integration',
      // Only what a token may hold, whatever the row says.
      permissions: GRANTABLE_PERMISSIONS.filter((g) => t.permissions.includes(g)) as Permission[],
      jti: `integration-${t.id}`,
      expiresAt: t.expires_at,
      panel: 'admin',
      setup: null,
      twoFactorEnabled: false,
      integration: { tokenId: t.id, name: t.name },
    };
  }
}
