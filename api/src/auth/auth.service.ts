import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CAPTCHA_MESSAGE_LOGIN, CaptchaService } from '../common/captcha/captcha.service';
import { type LimitSpec, RateLimitService } from '../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { LoginDto, LoginResponse, MeResponse, Panel } from './dto/login.dto';
import { dummyHash, verifyPassword } from './passwords';
import { JOBS_PANEL_ROLES, permissionsOf, roleLabel } from './permissions';
import { UsersService } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
export const NO_PANEL_ACCESS = 'You do not have access to this panel.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export interface JwtClaims {
  sub: string;
  username: string;
  role: string;
  jti: string;
  iat: number;
  exp: number;
}

/** Who is calling, as the guard attaches it to the request. */
export interface Principal {
  userId: number;
  username: string;
  role: string;
  permissions: string[];
  jti: string;
  expiresAt: Date;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  private readonly userLimit: LimitSpec;
  private readonly ipLimit: LimitSpec;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(DataSource) private readonly db: DataSource,
  ) {
    const { loginMaxFailures, loginWindowMinutes } = config.rateLimit;
    const base = {
      points: loginMaxFailures,
      durationSeconds: loginWindowMinutes * 60,
      onStoreFailure: 'closed' as const,
    };
    this.userLimit = { name: 'login-user', ...base };
    this.ipLimit = { name: 'login-ip', ...base };
  }

  async login(dto: LoginDto, ip: string): Promise<LoginResponse> {
    const userKey = dto.username.trim().toLowerCase();
    // Lockout first: a locked account answers 429 whatever the password.
    await this.limits.assertNotBlocked(this.userLimit, userKey);
    await this.limits.assertNotBlocked(this.ipLimit, ip);
    await this.captcha.assertValid(dto.captcha, CAPTCHA_MESSAGE_LOGIN);

    const user = await this.users.findByUsername(userKey, true);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), dto.password);
    if (!user || !valid || user.disabled) {
      await this.limits.penalize(this.userLimit, userKey);
      await this.limits.penalize(this.ipLimit, ip);
      this.logger.warn(`failed login for "${userKey}" from ${ip}`);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.limits.reset(this.userLimit, userKey);

    const panel: Panel = dto.panel ?? 'admin';
    if (panel === 'jobs-admin' && !JOBS_PANEL_ROLES.includes(user.role)) {
      throw new ForbiddenException(NO_PANEL_ACCESS);
    }
    const allowList = this.config.panels[panel];
    if (allowList.length && !allowList.includes(user.username.toLowerCase())) {
      throw new ForbiddenException(NO_PANEL_ACCESS);
    }

    const jti = randomUUID();
    const token = await this.jwt.signAsync(
      { sub: String(user.id), username: user.username, role: user.role, jti },
      {
        algorithm: 'HS256',
        expiresIn: this.config.jwt.ttlSeconds,
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
      },
    );
    const previous = await this.users.recordLogin(user.id);
    const expiresAt = new Date(Date.now() + this.config.jwt.ttlSeconds * 1000);
    return {
      success: true,
      token,
      role: user.role,
      roleLabel: roleLabel(user.role),
      username: user.username,
      expiresAt: expiresAt.toISOString(),
      lastLoginAt: previous ? previous.toISOString() : null,
      permissions: permissionsOf(user.role),
    };
  }

  /** Checks a verified token's claims against the database: user active, token not revoked. */
  async principalFor(claims: JwtClaims): Promise<Principal> {
    const userId = Number(claims.sub);
    const [user, revoked] = await Promise.all([
      Number.isSafeInteger(userId) ? this.users.findById(userId) : null,
      this.db.query(`SELECT 1 FROM revoked_tokens WHERE jti::text = $1`, [claims.jti]) as Promise<
        unknown[]
      >,
    ]);
    if (!user || user.disabled || revoked.length > 0)
      throw new UnauthorizedException(SESSION_ENDED);
    // Tokens issued before a disable/password change/role change are void (iat has second precision).
    if (claims.iat * 1000 < Math.floor(user.tokensValidAfter.getTime() / 1000) * 1000) {
      throw new UnauthorizedException(SESSION_ENDED);
    }
    return {
      userId: user.id,
      username: user.username,
      role: user.role,
      permissions: permissionsOf(user.role),
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
    };
  }

  async logout(p: Principal): Promise<void> {
    await this.db.query(
      `INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING`,
      [p.jti, p.expiresAt],
    );
  }

  async me(p: Principal): Promise<MeResponse> {
    const user = await this.users.findById(p.userId);
    return {
      username: p.username,
      role: p.role,
      roleLabel: roleLabel(p.role),
      permissions: p.permissions,
      expiresAt: p.expiresAt.toISOString(),
      lastLoginAt: user?.lastLoginAt?.toISOString() ?? null,
    };
  }
}
