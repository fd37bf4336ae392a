import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { positionLabel, previewText } from '../../../../components/careers/jobPreview';
import { indexDetail } from '../../../../components/notFound/itemNotFound';
import { itemNotFound } from '../../../../components/notFound/notFoundAbort';
import { CAREERS_PAGE } from '../../../../content/jobs';
import { parseIndexParam } from '../../../../lib/indexParam';
import { loadActiveJobs, loadRetentionPeriods } from '../../../../lib/serverApi';

/**
 * /about-us/careers/{id}: {id} is the zero-based index into the same list of
 * active openings as /about-us/careers (so the two pages always agree), read per request.
 */
export async function data(pageContext: PageContextServer) {
  const raw = pageContext.routeParams.id ?? '';
  const [jobs, retention] = await Promise.all([loadActiveJobs(), loadRetentionPeriods()]);
  // Without the list there is no telling whether the opening exists.
  if (!jobs.ok) throw render(503);
  const index = parseIndexParam(raw, jobs.items.length);
  const job = index === null ? undefined : jobs.items[index];
  if (index === null || !job) {
    throw itemNotFound({
      heading: CAREERS_PAGE.heroHeading,
      message: 'Job opening not found',
      detail: indexDetail(jobs.items.length, raw, 'open position', 'open positions'),
      fallbackHref: '/about-us/careers',
    });
  }
  return {
    index,
    job,
    position: positionLabel(job),
    retention,
    seo: {
      title: `Apply: ${job.title}`,
      description: previewText(
        `Apply for ${job.title} at ${job.company || 'Kavach Genomics'}${job.location ? ', ' + job.location : ''}. ${job.description}`,
        155,
      ),
    },
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
