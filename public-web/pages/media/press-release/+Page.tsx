import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { MediaCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Nine press release cards with Read More links. */
export default function Page() {
  const { page, items, readMore, languageNotice } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label="Press releases">
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <MediaCards items={items} actionLabel={readMore} />
        </div>
      </section>
    </ContentPage>
  );
}
