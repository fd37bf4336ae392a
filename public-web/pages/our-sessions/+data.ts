import { loadActiveSessions, loadRetentionPeriods } from '../../lib/serverApi';

export async function data() {
  const [sessions, retention] = await Promise.all([loadActiveSessions(), loadRetentionPeriods()]);
  return { sessions: sessions.ok ? sessions.items : null, retention };
}

export type Data = Awaited<ReturnType<typeof data>>;
