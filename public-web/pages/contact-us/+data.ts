import { loadRetentionPeriods } from '../../lib/serverApi';

export async function data() {
  return { retention: await loadRetentionPeriods() };
}

export type Data = Awaited<ReturnType<typeof data>>;
