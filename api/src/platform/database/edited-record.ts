import { Column } from 'typeorm';

/**
 * The columns of a record staff edit in turns (newsletters, site content): a version raised by
 * every change, so a change made on an older copy is refused, and who changed it last, when.
 */
export abstract class EditedRecord {
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** The username of the last change. */
  @Column({ name: 'updated_by', type: 'varchar', length: 64 })
  updatedBy: string;
}
