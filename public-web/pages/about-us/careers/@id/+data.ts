import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { positionLabel, previewText } from '../../../../components/careers/jobPreview';
import { missingDetail } from '../../../../components/notFound/itemNotFound';
import { itemNotFound } from '../../../../components/notFound/notFoundAbort';
import { CAREERS_PAGE } from '../../../../content/jobs';
import { parseIndexParam } from '../../../../lib/indexParam';
import { loadActiveJobs, loadRetentionPeriods } from '../../../../lib/serverApi';

/** The id at the end of an opening's own address, as in /about-us/careers/app-developer-3. */
const OWN_ADDRESS = /^[a-z0-9-]*-([1-9]\d{0,8})$/;

/**
 * /about-us/careers/{id}: {id} is the opening's own address (its title's words and its id,
 * which never moves; older words redirect to the current ones), or the zero-based index into
 * the same list of active openings as /about-us/careers, as the spec's links have it. Either
 * page names the own address as canonical, so shares and search engines keep the stable one.
 */
export async function data(pageContext: PageContextServer) {
  const raw = pageContext.routeParams.id ?? '';
  const [jobs, retention] = await Promise.all([loadActiveJobs(), loadRetentionPeriods()]);
  // Without the list there is no telling whether the opening exists.
  if (!jobs.ok) throw render(503);
  const id = OWN_ADDRESS.exec(raw)?.[1];
  const index =
    id === undefined
      ? parseIndexParam(raw, jobs.items.length)
      : jobs.items.findIndex((job) => job.id === Number(id));
  const job = index === null ? undefined : jobs.items[index];
  if (index === null || !job) {
    throw itemNotFound({
      heading: CAREERS_PAGE.heroHeading,
      message: 'Job opening not found',
      detail: missingDetail(
        jobs.items.length,
        raw,
        'open position',
        'open positions',
        'it may have been filled or closed, or the address may be mistyped',
      ),
      fallbackHref: '/about-us/careers',
    });
  }
  if (id !== undefined && job.url !== `/about-us/careers/${raw}`) throw redirect(job.url, 301);
  return {
    index,
    job,
    canonical: job.url,
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
