import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { PageQuery, PageWithAll } from '../platform/listing/admin-list';
import type { UserView } from './dto/users.dto';
import { FIRST_CREDENTIALS_FILE, forgetFirstCredentials } from './first-admin-credentials';
import { STAFF_USER_KIND } from './staff-user.kind';
import { hashPassword } from './passwords';
import { StaffSessionsRepository } from './staff-sessions.repository';
import { TwoFactorRepository } from './two-factor.repository';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';

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
  private readonly logger = new Logger('UsersService');

  /** `config.dataDir`: where the demo admin's first password may be kept (the CLI passes it too). */
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(TwoFactorRepository) private readonly twoFactor: TwoFactorRepository,
    @Inject(StaffSessionsRepository) private readonly sessions: StaffSessionsRepository,
    @Optional() @Inject(APP_CONFIG) private readonly config?: Pick<AppConfig, 'dataDir'>,
  ) {}

  findByUsername(username: string, withHash = false): Promise<User | null> {
    return this.users.findByUsername(username, withHash);
  }

  findById(id: number, withHash = false): Promise<User | null> {
    return this.users.findById(id, withHash);
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
    return this.users.list();
  }

  /** One page of the Users tab, by username, and how many accounts there are in all. */
  page(q: PageQuery): Promise<PageWithAll<UserView>> {
    return this.users.page(q);
  }

  count(): Promise<number> {
    return this.users.count();
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
      if (await this.users.usernameTaken(m, username))
        throw new ConflictException(`User "${username}" already exists.`);
      if (options.email) await this.assertEmailFree(m, options.email, null);
      const user = await this.users.insert(m, {
        username,
        role,
        passwordHash,
        email: options.email ?? null,
        mustChangePassword: !!options.temporaryUntil || (options.mustChangePassword ?? false),
        temporaryPasswordExpiresAt: options.temporaryUntil ?? null,
      });
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
      await this.users.update(m, id, {
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
  spendTemporaryPassword(id: number): Promise<boolean> {
    return this.users.spendTemporaryPassword(id);
  }

  async setEmail(id: number, email: string, then?: InTransaction) {
    return this.change(id, then, async (m) => {
      await this.assertEmailFree(m, email, id);
      await this.users.update(m, id, { email });
    });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(email);
  }

  /** Ends every session of the user but `keepJti` (the one making the change). */
  async endOtherSessions(m: EntityManager, id: number, keepJti: string): Promise<void> {
    await this.sessions.endOthersOf(m, id, keepJti);
  }

  async setDisabled(id: number, disabled: boolean, then?: InTransaction) {
    return this.change(id, then, async (m, user) => {
      if (disabled && user.role === 'admin') await this.assertOtherActiveAdmin(m, id);
      await this.users.update(m, id, { disabled });
      if (disabled) await this.revoke(m, id);
    });
  }

  async setRole(id: number, role: string, then?: InTransaction) {
    return this.change(id, then, async (m, user) => {
      if (user.role === 'admin' && role !== 'admin') await this.assertOtherActiveAdmin(m, id);
      await this.users.update(m, id, { role });
      await this.revoke(m, id);
    });
  }

  /** Turns two-factor sign-in off and deletes the recovery codes (a lost phone). */
  async resetTwoFactor(id: number, then?: InTransaction) {
    return this.change(id, then, async (m) => {
      await this.twoFactor.clear(m, id);
      await this.revoke(m, id);
    });
  }

  /** Records this login and returns the previous one (null on the first). */
  recordLogin(id: number): Promise<Date | null> {
    return this.users.recordLogin(id);
  }

  /** Ends every token and session of the user, whatever second they were issued in. */
  async revoke(m: EntityManager, id: number): Promise<void> {
    await this.users.bumpTokenVersion(m, id);
    await this.sessions.endAllOf(m, id);
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
      await this.users.lockAccounts(m);
      const user = await this.users.findIn(m, id);
      if (!user) throw new NotFoundException(NO_SUCH_USER);
      await apply(m, user);
      const changed = (await this.users.findIn(m, id))!;
      await then?.(m, changed);
      return changed;
    });
  }

  private async assertEmailFree(m: EntityManager, email: string, id: number | null) {
    const taken = await this.users.idsWithEmail(m, email);
    if (taken.some((other) => other !== id)) throw new ConflictException(EMAIL_TAKEN);
  }

  /** Refuses to remove the last active System Admin (called under the accounts lock). */
  private async assertOtherActiveAdmin(m: EntityManager, id: number): Promise<void> {
    const admins = await this.users.activeAdminIds(m);
    if (!admins.some((a) => a !== id)) throw new ConflictException(LAST_ADMIN);
  }
}
