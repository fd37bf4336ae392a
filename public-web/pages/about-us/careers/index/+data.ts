import { todayInIndia } from '../../../../lib/postedAgo';
import { loadActiveJobs, loadRetentionPeriods } from '../../../../lib/serverApi';

export async function data() {
  const [jobs, retention] = await Promise.all([loadActiveJobs(), loadRetentionPeriods()]);
  // `today` travels with the list so the server and the browser print the same "posted ago".
  return {
    jobs: jobs.ok ? jobs.items : null,
    today: todayInIndia(),
    retention,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
