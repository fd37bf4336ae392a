/** +Page of a plain content route: its +data returns { page } (a PageContent). */
import { useData } from 'vike-react/useData';
import type { PageContent } from '../../content/types';
import { ContentPage } from './ContentPage';

export default function ContentRoutePage() {
  const { page } = useData<{ page: PageContent }>();
  return <ContentPage page={page} />;
}
