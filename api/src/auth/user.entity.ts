import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'varchar', length: 64 })
  role: string;

  /** Where "Forgot password?" sends its link; null for accounts from before it was asked. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /**
   * Every token carries the version it was issued under; raising it (disable, role change,
   * password change or reset, two-factor reset) voids all earlier tokens at once.
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /** Set by a password reset: the user may only choose a new password until they do. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /**
   * Set with a temporary password (an administrator's create or reset): it signs in once, before
   * this time. Null for a password the user chose (or the bootstrapped admin's).
   */
  @Column({ name: 'temporary_password_expires_at', type: 'timestamptz', nullable: true })
  temporaryPasswordExpiresAt: Date | null;

  /** When two-factor sign-in was turned on; null = off. */
  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
