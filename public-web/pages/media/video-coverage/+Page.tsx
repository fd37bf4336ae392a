import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { MediaCards } from '../../../components/mediaList/MediaCards';
import type { Data } from './+data';

/** Eight video cards linking out; thumbnails fall back to the placeholder on load error. */
export default function Page() {
  const { page, items } = useData<Data>();
  return (
    <ContentPage page={page}>
      <section className="section" aria-label="Videos">
        <div className="container">
          <MediaCards items={items} actionLabel="Watch the video" />
        </div>
      </section>
    </ContentPage>
  );
}
