import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../components/contentPage/ContentPage';
import { VideoBackground } from '../../../components/offer/VideoBackground';
import { TributeCards } from '../../../components/tributes/TributeCards';
import type { Data } from './+data';
import styles from './company.module.css';

/** Who We Are: hero video, the two tribute cards (→ /tribute/{slug}) and the about text. */
export default function Page() {
  const { page, tributes, heroVideo, tributeMore } = useData<Data>();
  const hero = (
    <VideoBackground videoSrc={heroVideo.src} poster={heroVideo.poster} labelledBy="page-heading">
      <div className={styles.hero}>
        <h1 id="page-heading">{page.hero.heading}</h1>
        {page.hero.subheading && <p>{page.hero.subheading}</p>}
      </div>
    </VideoBackground>
  );
  return (
    <ContentPage
      page={page}
      hero={hero}
      extras={{ tributes: <TributeCards tributes={tributes} more={tributeMore} /> }}
    />
  );
}
