import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CaptchaService } from '../platform/captcha/captcha.service';
import { addressKey } from '../platform/rate-limit/address-key';
import { identityKey, typedIdentity } from '../platform/rate-limit/identity-key';
import { type LimitSpec, RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { MailComposer } from '../notifications/mail-composer';
import { OutboxService } from '../notifications/outbox.service';
import type { Panel } from './dto/login.dto';
import { signInPanelOf } from './dto/users.dto';
import { mayUsePanel } from './panel-access';
import { passwordProblem } from '../platform/passwords/password-policy';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { verifyPassword } from './passwords';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { captchaMessage } from '../platform/captcha/captcha-words';

const RESET_LINK_MINUTES = 30;
export const RESET_REQUESTED =
  'If an account matches, we have sent a link to its e-mail address. It works once, for 30 minutes. No mail? Check the spam folder, or ask your administrator.';
const RESET_LINK_DEAD =
  'This link has expired or was already used. Ask for a new one with "Forgot password?".';
export const RESET_DONE =
  'Your password has been changed and every session of yours has been logged out. Log in with your new password.';
/** Every request answers after at least this long, found or not (no timing tells which). */
const ANSWER_FLOOR_MS = 400;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": a single-use link by mail, valid 30 minutes, stored only as a SHA-256 of
 * its 256 random bits. The request answers the same, in about the same time, whether or not an
 * account matches. The reset ends every session and never skips two-factor: the user then signs
 * in as usual, code included.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');
  private readonly perAddress: LimitSpec;
  private readonly perAccount: LimitSpec;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(PasswordResetTokensRepository) private readonly tokens: PasswordResetTokensRepository,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(OutboxService) private readonly outbox: OutboxService,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {
    const shared = {
      durationSeconds: 3600,
      onStoreFailure: 'closed',
      withoutRedis: 'database',
    } as const;
    this.perAddress = { name: 'password-reset-address', points: 10, ...shared };
    this.perAccount = { name: 'password-reset-account', points: 3, ...shared };
  }

  /**
   * `login` is a username or an e-mail address. The per-account limit counts the account it
   * names, so asking by username and by e-mail address spends one allowance.
   */
  async request(login: string, captcha: string, panel: Panel, ip: string): Promise<void> {
    const started = Date.now();
    const typed = typedIdentity(login);
    await this.captcha.assertValid(captcha, captchaMessage('verification'));
    await this.limits.consume(this.perAddress, addressKey(ip));
    try {
      const user = typed.includes('@')
        ? await this.users.findByEmail(typed)
        : await this.users.findByUsername(typed);
      await this.limits.consume(this.perAccount, identityKey(user, typed));
      if (user?.email && !user.disabled) await this.send(user, user.email, panel, ip);
    } finally {
      await sleep(Math.max(0, ANSWER_FLOOR_MS - (Date.now() - started)));
    }
  }

  private async send(user: User, email: string, panel: Panel, ip: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const to = mayUsePanel(user, panel, this.config.panels) ? panel : signInPanelOf(user.role);
    // A fragment: the token never reaches a server log or a Referer header.
    const link = `${this.config.publicSiteUrl.replace(/\/+$/, '')}/${to}#reset-password=${token}`;
    await this.db.transaction(async (m) => {
      await this.tokens.replace(m, user.id, hashToken(token), RESET_LINK_MINUTES);
      await this.outbox.enqueue(
        m,
        this.mails.staffPasswordReset({ username: user.username, email }, link, RESET_LINK_MINUTES),
      );
      await this.audit.recordFor(
        { userId: user.id, username: user.username },
        'auth.password-reset-request',
        {},
        ip,
        m,
      );
    });
    this.logger.log(`password reset link sent to user ${user.id}`);
  }

  /** Sets the new password with a link's token: once, within its 30 minutes. */
  async reset(token: string, newPassword: string, ip: string): Promise<void> {
    const hash = hashToken(token);
    const userId = await this.tokens.liveUserId(hash);
    const user = userId !== null && (await this.users.findById(userId, true));
    if (!user || user.disabled) throw new BadRequestException(RESET_LINK_DEAD);
    const problem =
      (await passwordProblem(newPassword, user.username)) ??
      ((await verifyPassword(user.passwordHash, newPassword))
        ? 'Choose a password different from your current one.'
        : null);
    if (problem)
      throw new BadRequestException({ message: problem, details: { newPassword: problem } });
    await this.users.setPassword(user.id, newPassword, null, async (m: EntityManager, u) => {
      // Spent in the same transaction as the change: two uses racing, one wins.
      if (!(await this.tokens.spend(m, hash))) throw new BadRequestException(RESET_LINK_DEAD);
      await this.audit.recordFor(
        { userId: u.id, username: u.username },
        'auth.password-reset',
        {},
        ip,
        m,
      );
    });
  }
}
