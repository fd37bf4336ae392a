import { useData } from 'vike-react/useData';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { MediaCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Eight video cards linking out; thumbnails fall back to the placeholder on load error. */
export default function Page() {
  const { page, items, languageNotice } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label="Videos">
        <div className="container">
          <LanguageNotice notice={languageNotice} />
          <MediaCards items={items} actionLabel="Watch the video" />
        </div>
      </section>
    </ContentPage>
  );
}
