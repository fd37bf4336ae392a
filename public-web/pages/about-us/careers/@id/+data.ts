import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { positionLabel, previewText } from '../../../../components/careers/jobPreview';
import { listItemNotFound } from '../../../../components/notFound/notFoundAbort';
import { message } from '../../../../i18n/messages';
import { parseIndexParam } from '../../../../lib/indexParam';
import { pageLocale } from '../../../../lib/locale';
import { loadActiveJobs, loadRetentionPeriods } from '../../../../lib/serverApi';

/** What the page says when no opening has the address asked for (i18n/en.ts). */
const MISSING_JOB = {
  heading: 'careersTitle',
  notFound: 'missingJob',
  atIndex: 'missingJobAtIndex',
  atAddress: 'missingJobAtAddress',
  fallbackHref: '/about-us/careers',
} as const;

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
  if (index === null || !job)
    throw listItemNotFound(pageLocale(pageContext), MISSING_JOB, jobs.items.length, raw);
  if (id !== undefined && job.url !== `/about-us/careers/${raw}`) throw redirect(job.url, 301);
  const locale = pageLocale(pageContext);
  return {
    index,
    job,
    canonical: job.url,
    position: positionLabel(job),
    retention,
    // In the page's language around what staff wrote of the opening (i18n/, `careersApply…`).
    seo: {
      title: message(locale, 'careersApplyPageTitle', { title: job.title }),
      description: previewText(
        message(locale, 'careersApplyPageDescription', {
          title: job.title,
          company: job.company || 'Kavach Genomics',
          where: job.location ? ', ' + job.location : '',
          description: job.description,
        }),
        155,
      ),
    },
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
