import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { ArticleCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Three placeholder articles. */
export default function Page() {
  const { page, items } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label="Articles">
        <div className="container">
          <ArticleCards items={items} />
        </div>
      </section>
    </ContentPage>
  );
}
