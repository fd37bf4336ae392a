import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { ArticleCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Three placeholder articles; in the page's language where it is translated (+data). */
export default function Page() {
  const { page, items, labels } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label={labels?.list ?? 'Articles'}>
        <div className="container">
          <ArticleCards items={items} tags={labels} />
        </div>
      </section>
    </ContentPage>
  );
}
