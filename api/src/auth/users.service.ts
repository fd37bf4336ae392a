import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { AdminList, type PageQuery, type PageWithAll } from '../platform/listing/admin-list';
import type { UserView } from './dto/users.dto';
import { FIRST_CREDENTIALS_FILE, forgetFirstCredentials } from './first-admin-credentials';
import { STAFF_USER_KIND } from './staff-user.kind';
import { hashPassword } from './passwords';
import { User } from './user.entity';

const LAST_ADMIN = 'This is the last active System Admin. Make another user a System Admin first.';
const NO_SUCH_USER = STAFF_USER_KIND.notFound;
const EMAIL_TAKEN = 'Another staff account already uses this e-mail address.';

/** Runs inside a change's transaction (the audit entry of the change). */
export type InTransaction = (m: EntityManager, user: User) => Promise<void>;

/**
 * Users and their credentials, used by login, the guard, the bootstrap, the CLI, the Users tab
 * and My account. Every change that must end a user's sessions goes through `revoke`.
 */
@Injectable()
export class UsersService {
  private readonly repo: Repository<User>;
  private readonly listing: AdminList<User, UserView>;

  private readonly logger = new Logger('UsersService');

  /** `config.dataDir`: where the demo admin's first password may be kept (the CLI passes it too). */
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Optional() @Inject(APP_CONFIG) private readonly config?: Pick<AppConfig, 'dataDir'>,
  ) {
    this.repo = db.getRepository(User);
    this.listing = new AdminList(db, STAFF_USER_KIND.list);
  }

  findByUsername(username: string, withHash = false): Promise<User | null> {
    const qb = this.repo
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username });
    if (withHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  findById(id: number, withHash = false): Promise<User | null> {
    const qb = this.repo.createQueryBuilder('u').where('u.id = :id', { id });
    if (withHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  async mustFindById(id: number): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException(NO_SUCH_USER);
    return user;
  }

  async mustFindByUsername(username: string): Promise<User> {
    const user = await this.findByUsername(username);
    if (!user) throw new NotFoundException(`No user "${username}".`);
    return user;
  }

  list(): Promise<User[]> {
    return this.repo.find({ order: { username: 'ASC' } });
  }

  /** One page of the Users tab, by username, and how many accounts there are in all. */
  page(q: PageQuery): Promise<PageWithAll<UserView>> {
    return this.listing.pageWithAll(q);
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  async create(
    username: string,
    password: string,
    role: string,
    options: {
      mustChangePassword?: boolean;
      /** A temporary password: it signs in once, before this time (and must be replaced). */
      temporaryUntil?: Date;
      email?: string | null;
      then?: InTransaction;
    } = {},
  ): Promise<User> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (m) => {
      const taken = await m.query(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [
        username,
      ]);
      if (taken.length) throw new ConflictException(`User "${username}" already exists.`);
      if (options.email) await this.assertEmailFree(m, options.email, null);
      const user = await m.save(
        m.create(User, {
          username,
          role,
          passwordHash,
          email: options.email ?? null,
          mustChangePassword: !!options.temporaryUntil || (options.mustChangePassword ?? false),
          temporaryPasswordExpiresAt: options.temporaryUntil ?? null,
        }),
      );
      await options.then?.(m, user);
      return user;
    });
  }

  /**
   * A new password; with `temporaryUntil`, a temporary one (an administrator's reset) that signs
   * in once before that time and must then be replaced. Every session of the user ends, and the
   * demo admin's first password, when this is that user, is no longer kept on disk.
   */
  async setPassword(
    id: number,
    password: string,
    temporaryUntil: Date | null,
    then?: InTransaction,
  ) {
    const passwordHash = await hashPassword(password);
    const changed = await this.change(id, then, async (m) => {
      await m.update(User, id, {
        passwordHash,
        mustChangePassword: temporaryUntil !== null,
        temporaryPasswordExpiresAt: temporaryUntil,
      });
      await this.revoke(m, id);
    });
    if (this.config && forgetFirstCredentials(this.config.dataDir, changed.username))
      this.logger.log(
        `deleted ${FIRST_CREDENTIALS_FILE}: "${changed.username}" has a new password`,
      );
    return changed;
  }

  /**
   * Spends a temporary password at its sign-in: true once, before it expires. One conditional
   * update, so two sign-ins racing with the same temporary password cannot both pass.
   */
  async spendTemporaryPassword(id: number): Promise<boolean> {
    const [, updated] = await this.db.query(
      `UPDATE users SET temporary_password_expires_at = '-infinity'
        WHERE id = $1 AND temporary_password_expires_at > now()`,
      [id],
    );
    return updated === 1;
  }

  async setEmail(id: number, email: string, then?: InTransaction) {
    return this.change(id, then, async (m) => {
      await this.assertEmailFree(m, email, id);
      await m.update(User, id, { email });
    });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** Ends every session of the user but `keepJti` (the one making the change). */
  async endOtherSessions(m: EntityManager, id: number, keepJti: string): Promise<void> {
    await m.query(
      `UPDATE staff_sessions SET ended_at = now()
        WHERE user_id = $1 AND ended_at IS NULL AND jti <> $2`,
      [id, keepJti],
    );
  }

  async setDisabled(id: number, disabled: boolean, then?: InTransaction) {
    return this.change(id, then, async (m, user) => {
      if (disabled && user.role === 'admin') await this.assertOtherActiveAdmin(m, id);
      await m.update(User, id, { disabled });
      if (disabled) await this.revoke(m, id);
    });
  }

  async setRole(id: number, role: string, then?: InTransaction) {
    return this.change(id, then, async (m, user) => {
      if (user.role === 'admin' && role !== 'admin') await this.assertOtherActiveAdmin(m, id);
      await m.update(User, id, { role });
      await this.revoke(m, id);
    });
  }

  /** Turns two-factor sign-in off and deletes the recovery codes (a lost phone). */
  async resetTwoFactor(id: number, then?: InTransaction) {
    return this.change(id, then, async (m) => {
      await m.query(
        `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL,
                          totp_last_step = NULL WHERE id = $1`,
        [id],
      );
      await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [id]);
      await this.revoke(m, id);
    });
  }

  /** Records this login and returns the previous one (null on the first). */
  async recordLogin(id: number): Promise<Date | null> {
    // A data-modifying CTE: the SELECT sees the row as it was before the update.
    const rows: { previous: Date | null }[] = await this.repo.query(
      `WITH prev AS (SELECT last_login_at FROM users WHERE id = $1),
            upd AS (UPDATE users SET last_login_at = now() WHERE id = $1)
       SELECT last_login_at AS previous FROM prev`,
      [id],
    );
    return rows[0]?.previous ?? null;
  }

  /** Ends every token and session of the user, whatever second they were issued in. */
  async revoke(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [id]);
    await m.query(
      `UPDATE staff_sessions SET ended_at = now() WHERE user_id = $1 AND ended_at IS NULL`,
      [id],
    );
  }

  /** Locks the user row for the change, applies it, runs `then` in the same transaction. */
  private change(
    id: number,
    then: InTransaction | undefined,
    apply: (m: EntityManager, user: User) => Promise<void>,
  ): Promise<User> {
    return this.db.transaction(async (m) => {
      // Changes to accounts are rare: one at a time, so the last-admin rule cannot be raced
      // (two admins demoting each other at once) and no two changes deadlock.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('kavach:user-accounts'))`);
      const user = await m.findOneBy(User, { id });
      if (!user) throw new NotFoundException(NO_SUCH_USER);
      await apply(m, user);
      const changed = (await m.findOneBy(User, { id }))!;
      await then?.(m, changed);
      return changed;
    });
  }

  private async assertEmailFree(m: EntityManager, email: string, id: number | null) {
    const taken: { id: number }[] = await m.query(
      `SELECT id FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    if (taken.some((u) => u.id !== id)) throw new ConflictException(EMAIL_TAKEN);
  }

  /** Refuses to remove the last active System Admin (called under the accounts lock). */
  private async assertOtherActiveAdmin(m: EntityManager, id: number): Promise<void> {
    const admins: { id: number }[] = await m.query(
      `SELECT id FROM users WHERE role = 'admin' AND NOT disabled`,
    );
    if (!admins.some((a) => a.id !== id)) throw new ConflictException(LAST_ADMIN);
  }
}
