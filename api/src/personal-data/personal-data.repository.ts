/**
 * The SQL of the personal-data declarations that the generic engines (the retention purge, the
 * privacy desk) run on a kind's table.
 */

/** `PersonalDataRetention.select` of rows kept from their receipt: received before $1. */
export function receivedBefore(table: string): string {
  return `SELECT id FROM ${table} WHERE created_at < $1`;
}
