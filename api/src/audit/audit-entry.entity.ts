import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  /** The integration token that acted (its name is `username`); null for a person. */
  @Column({ name: 'integration_token_id', type: 'integer', nullable: true })
  integrationTokenId: number | null;

  /** e.g. 'session.create', 'contacts.export', 'application.resume' */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** Short words the list searches ('job #12 App Developer'), made from the details. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  target: string | null;

  /** The action's details (AuditDetails[action]); null: an old entry whose text was not read. */
  @Column({ type: 'jsonb', nullable: true })
  details: object | null;

  /** The record the entry is about ('job', 'contact', 'user', …), if any. */
  @Column({ name: 'record_kind', type: 'varchar', length: 32, nullable: true })
  recordKind: string | null;

  /** Its id, or (a user) its username. */
  @Column({ name: 'record_id', type: 'varchar', length: 64, nullable: true })
  recordId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
