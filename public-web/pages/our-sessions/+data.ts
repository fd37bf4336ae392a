import { loadActiveSessions } from '../../lib/serverApi';

export async function data() {
  const sessions = await loadActiveSessions();
  return { sessions: sessions.ok ? sessions.items : null };
}

export type Data = Awaited<ReturnType<typeof data>>;
