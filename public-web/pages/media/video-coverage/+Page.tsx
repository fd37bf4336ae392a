import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { MediaCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/**
 * Eight video cards linking out; thumbnails fall back to the placeholder on load error. In the
 * page's language where it is translated (+data).
 */
export default function Page() {
  const { page, items, languageNotice, labels } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label={labels?.list ?? 'Videos'}>
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <MediaCards
            items={items}
            actionLabel={labels?.action ?? 'Watch the video'}
            actionLang={labels?.lang}
          />
        </div>
      </section>
    </ContentPage>
  );
}
