import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { MediaCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Nine press release cards with Read More links; in the page's language where it is translated (+data). */
export default function Page() {
  const { page, items, readMore, languageNotice, labels } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label={labels?.list ?? 'Press releases'}>
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <MediaCards items={items} actionLabel={readMore} actionLang={labels?.lang} />
        </div>
      </section>
    </ContentPage>
  );
}
