import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import type { SignInFailure } from '../audit/audit-details';
import { CaptchaService } from '../platform/captcha/captcha.service';
import { identityKey, typedIdentity } from '../platform/rate-limit/identity-key';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type {
  LoginDto,
  LoginResponse,
  MeResponse,
  Panel,
  TwoFactorChallenge,
  TwoFactorLoginDto,
} from './dto/login.dto';
import { CHALLENGE_SECONDS, LoginThrottle } from './login-throttle';
import type { Principal } from '../platform/access/principal';
import { mayUsePanel } from './panel-access';
import { dummyHash, verifyPassword } from './passwords';
import { permissionsOf, roleLabel } from '../platform/access/permissions';
import { RevokedTokensRepository } from './revoked-tokens.repository';
import { StaffSessions } from './staff-sessions';
import { TwoFactorService } from './two-factor.service';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { ErrorCode } from '../platform/errors/error-code';
import { FILE_TICKET_SECONDS } from '../platform/access/file-ticket';
import {
  INVALID_CREDENTIALS,
  NO_PANEL_ACCESS,
  SESSION_ENDED,
  ACCOUNT_DISABLED,
  TEMPORARY_PASSWORD_SPENT,
  sessionEnded,
  challengeExpired,
  challengeEnded,
  codeInvalid,
  sessionIdle,
} from './sign-in-errors';
import { captchaMessage } from '../platform/captcha/captcha-words';
import { Metrics } from '../platform/metrics/metrics';

export { sessionEnded } from './sign-in-errors';

const FILE_TICKET_EXPIRED = 'This file link has run out. Open the file again from the panel.';
const FILE_TICKET_INVALID = 'This file link is not valid. Open the file again from the panel.';

export interface JwtClaims {
  sub: string;
  username: string;
  panel: Panel;
  /** The user's token_version when issued. */
  ver: number;
  jti: string;
  iat: number;
  exp: number;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @Inject(StaffSessions) private readonly sessions: StaffSessions,
    @Inject(TwoFactorService) private readonly twoFactor: TwoFactorService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RevokedTokensRepository) private readonly revoked: RevokedTokensRepository,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  /** Step one: username, password and captcha. Signs in, or asks for the second factor. */
  async login(dto: LoginDto, ip: string): Promise<LoginResponse | TwoFactorChallenge> {
    const username = typedIdentity(dto.username);
    const panel: Panel = dto.panel ?? 'admin';
    const user = await this.users.findByUsername(username, true);
    const who = identityKey(user, username);
    await this.throttle.assertOpen(who, ip);
    await this.captcha.assertValid(dto.captcha, captchaMessage('verification'));
    await this.throttle.admit(who, ip);

    const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), dto.password);
    if (!user || !valid) {
      await this.failed(user, username, ip, 'password');
      throw new UnauthorizedException({
        message: INVALID_CREDENTIALS,
        code: ErrorCode.InvalidCredentials,
      });
    }
    // The password was right: it does not count, also when a code step follows.
    await this.throttle.succeeded(who, ip);
    if (user.disabled) {
      await this.failed(user, username, ip, 'account disabled');
      throw new ForbiddenException(ACCOUNT_DISABLED);
    }
    if (!mayUsePanel(user, panel, this.config.panels)) {
      throw new ForbiddenException(NO_PANEL_ACCESS);
    }
    // Told only after the right password, so a guesser learns nothing from it.
    if (user.temporaryPasswordExpiresAt && user.temporaryPasswordExpiresAt <= new Date())
      throw new UnauthorizedException({
        message: TEMPORARY_PASSWORD_SPENT,
        code: ErrorCode.InvalidCredentials,
      });
    if (user.totpEnabledAt) {
      const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
      const challenge = await this.jwt.signAsync(
        { sub: String(user.id), panel, ver: user.tokenVersion, jti: randomUUID() },
        { ...this.signing('two-factor'), expiresIn: CHALLENGE_SECONDS },
      );
      return { step: 'two-factor', challenge, expiresAt: expiresAt.toISOString() };
    }
    return this.signIn(user, panel, ip);
  }

  /**
   * Step two: the authenticator code (or a recovery code) for a challenge of step one. Codes
   * count per challenge and per user (LoginThrottle), never per address or against the
   * account's password ceiling.
   */
  async loginTwoFactor(dto: TwoFactorLoginDto, ip: string): Promise<LoginResponse> {
    let claims: { sub: string; panel: Panel; ver: number; jti: string; exp: number };
    try {
      claims = await this.jwt.verifyAsync(dto.challenge, this.verifying('two-factor'));
    } catch {
      throw challengeExpired();
    }
    const [user, spent] = await Promise.all([
      this.users.findById(Number(claims.sub)),
      this.revoked.isRevoked(claims.jti),
    ]);
    if (user?.disabled) throw new ForbiddenException(ACCOUNT_DISABLED);
    if (!user || user.tokenVersion !== claims.ver || !user.totpEnabledAt) throw challengeExpired();
    if (spent) throw challengeExpired();
    const username = user.username.toLowerCase();
    const who = identityKey(user, username);
    const left = await this.throttle.admitCode(who, claims.jti);
    if (left === 'dead') throw challengeEnded();
    const used = await this.twoFactor.check(user.id, dto.code);
    if (!used) {
      await this.failed(user, username, ip, 'two-factor code');
      throw left === 0 ? challengeEnded() : codeInvalid();
    }
    // A challenge signs in once (the insert settles a race between two right codes).
    if (!(await this.revoked.revoke(claims.jti, claims.exp))) throw challengeExpired();
    await this.throttle.codeSucceeded(who);
    if (used === 'recovery-code') {
      const actor = { userId: user.id, username: user.username };
      await this.audit.recordFor(actor, 'auth.recovery-code-used', {}, ip);
    }
    return this.signIn(user, claims.panel, ip);
  }

  /**
   * Issues a token and its session: a login (recorded as the user's last login and audited),
   * or the new session after a password change (`login: false`; audited as that change).
   */
  async signIn(user: User, panel: Panel, ip: string, login = true): Promise<LoginResponse> {
    // A temporary password signs in once: this sign-in spends it (its session may only set
    // the new password).
    if (
      login &&
      user.temporaryPasswordExpiresAt &&
      !(await this.users.spendTemporaryPassword(user.id))
    )
      throw new UnauthorizedException({
        message: TEMPORARY_PASSWORD_SPENT,
        code: ErrorCode.InvalidCredentials,
      });
    const jti = randomUUID();
    const token = await this.jwt.signAsync(
      { sub: String(user.id), username: user.username, panel, ver: user.tokenVersion, jti },
      { ...this.signing(), expiresIn: this.config.jwt.ttlSeconds },
    );
    const expiresAt = new Date(Date.now() + this.config.jwt.ttlSeconds * 1000);
    await this.sessions.open(jti, user.id, panel, expiresAt);
    let previous = user.lastLoginAt;
    if (login) {
      previous = await this.users.recordLogin(user.id);
      const actor = { userId: user.id, username: user.username };
      await this.audit.recordFor(actor, 'auth.login', { panel }, ip);
    }
    return {
      step: 'signed-in',
      success: true,
      token,
      role: user.role,
      roleLabel: roleLabel(user.role),
      username: user.username,
      expiresAt: expiresAt.toISOString(),
      lastLoginAt: previous ? previous.toISOString() : null,
      permissions: permissionsOf(user.role),
      setupRequired: this.setupOf(user.role, user.mustChangePassword, !!user.totpEnabledAt),
    };
  }

  /**
   * Checks a verified token against the server on every request: its session is live (not
   * logged out, not idle), the user active, the token's version current and the panel allowed.
   * A `background` request (a poll the panel makes on its own) is checked but is no activity.
   */
  async principalFor(claims: JwtClaims, background = false): Promise<Principal> {
    const idleSeconds = this.config.login.idleTimeoutSeconds;
    const live = await this.sessions.touch(claims.jti, idleSeconds, background);
    if (live === 'idle') throw sessionIdle(idleSeconds / 60);
    if (
      live === 'ended' ||
      String(live.userId) !== claims.sub ||
      live.disabled ||
      live.tokenVersion !== claims.ver ||
      live.panel !== claims.panel
    )
      throw sessionEnded(SESSION_ENDED);
    if (!mayUsePanel(live, live.panel, this.config.panels))
      throw new ForbiddenException(NO_PANEL_ACCESS);
    return {
      userId: live.userId,
      username: live.username,
      role: live.role,
      permissions: permissionsOf(live.role),
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
      panel: live.panel,
      setup: this.setupOf(live.role, live.mustChangePassword, live.twoFactorEnabled),
      twoFactorEnabled: live.twoFactorEnabled,
    };
  }

  /**
   * A file ticket: the caller's session claims, for one path, for FILE_TICKET_SECONDS (see
   * AcceptsFileTicket). Signed for its own audience, so it never passes as a bearer token.
   */
  async fileTicket(p: Principal, path: string): Promise<{ ticket: string; expiresAt: Date }> {
    const user = await this.users.findById(p.userId);
    if (!user) throw sessionEnded(SESSION_ENDED);
    const ticket = await this.jwt.signAsync(
      {
        sub: String(p.userId),
        username: p.username,
        panel: p.panel,
        ver: user.tokenVersion,
        jti: p.jti,
        path,
      },
      { ...this.signing('file'), expiresIn: FILE_TICKET_SECONDS },
    );
    return { ticket, expiresAt: new Date(Date.now() + FILE_TICKET_SECONDS * 1000) };
  }

  /** The principal of a file ticket for `path`; 401 when it is not one, ran out or names another path. */
  async principalForFileTicket(ticket: string, path: string): Promise<Principal> {
    let claims: JwtClaims & { path?: unknown };
    try {
      claims = await this.jwt.verifyAsync(ticket, this.verifying('file'));
    } catch (e) {
      throw sessionEnded(
        (e as { name?: string }).name === 'TokenExpiredError'
          ? FILE_TICKET_EXPIRED
          : FILE_TICKET_INVALID,
      );
    }
    if (claims.path !== path || typeof claims.jti !== 'string' || typeof claims.ver !== 'number')
      throw sessionEnded(FILE_TICKET_INVALID);
    return this.principalFor(claims);
  }

  async logout(p: Principal, ip: string): Promise<void> {
    await this.sessions.end(p.jti);
    await this.audit.record(p, 'auth.logout', { panel: p.panel }, ip);
  }

  async me(p: Principal): Promise<MeResponse> {
    const user = await this.users.findById(p.userId);
    return {
      username: p.username,
      email: user?.email ?? null,
      role: p.role,
      roleLabel: roleLabel(p.role),
      permissions: p.permissions,
      expiresAt: p.expiresAt.toISOString(),
      lastLoginAt: user?.lastLoginAt?.toISOString() ?? null,
      panel: p.panel,
      setupRequired: p.setup,
      twoFactorEnabled: p.twoFactorEnabled,
      twoFactorRequired: this.twoFactor.requiredFor(p.role),
      recoveryCodesLeft: p.twoFactorEnabled ? await this.twoFactor.recoveryCodesLeft(p.userId) : 0,
      idleTimeoutMinutes: this.config.login.idleTimeoutSeconds / 60,
    };
  }

  private setupOf(role: string, mustChangePassword: boolean, twoFactor: boolean) {
    if (mustChangePassword) return 'password';
    if (!twoFactor && this.twoFactor.requiredFor(role)) return 'two-factor';
    return null;
  }

  private async failed(user: User | null, username: string, ip: string, what: SignInFailure) {
    this.metrics.loginFailed();
    // The typed name only when it is an account's: an unknown one is often a password typed in
    // the wrong field, or someone's e-mail address. The audit log keeps what was typed and the
    // client's address; the log line neither.
    this.logger.warn(
      `failed login (${what}) for ${user ? `user ${user.id}` : 'an unknown username'}`,
    );
    await this.audit.recordFor(
      { userId: user?.id ?? null, username: username.slice(0, 64) },
      'auth.login-failed',
      { reason: what },
      ip,
    );
  }

  /** The key and its `kid` come from JWT_SECRETS (JwtModule's jwtKeyProvider). */
  private signing(purpose?: 'two-factor' | 'file') {
    const { issuer, audience } = this.config.jwt;
    return {
      algorithm: 'HS256' as const,
      issuer,
      audience: purpose ? `${audience}:${purpose}` : audience,
    };
  }

  private verifying(purpose: 'two-factor' | 'file') {
    const { issuer, audience } = this.config.jwt;
    return { algorithms: ['HS256' as const], issuer, audience: `${audience}:${purpose}` };
  }
}
