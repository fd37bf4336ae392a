import type { PageContextServer } from 'vike/types';
import { itemNotFound } from '../../../components/notFound/notFoundAbort';
import { tributeBySlug, tributes } from '../../../content/tributes';

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.name ?? '';
  const tribute = tributeBySlug(name);
  if (!tribute) {
    throw itemNotFound({
      heading: 'Tribute',
      message: 'Tribute not found',
      detail: `There are ${tributes.length} tributes; none is named “${name.slice(0, 60)}”.`,
      fallbackHref: '/about-us/the-company',
    });
  }
  return { tribute };
}

export type Data = ReturnType<typeof data>;
