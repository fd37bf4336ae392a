import { SectionBody } from '../../components/content/ContentBlock';
import { HeadedSection } from '../../components/content/HeadedSection';
import { ScoreTimeline } from '../../components/offer/ScoreTimeline';
import { StepCarousel } from '../../components/offer/StepCarousel';
import { VideoBackground } from '../../components/offer/VideoBackground';
import { Img } from '../../components/ui/Img';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import type { ContentSection, Link } from '../../content/types';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './whatweoffer.module.css';

/** A text section beside its cover illustration (side by side from 992 px). */
function CoverSection({
  id,
  section,
  cover,
  alt,
}: {
  id: string;
  section: ContentSection;
  cover: string;
  alt: string;
}) {
  return (
    <Reveal as="section" className="section" aria-labelledby={id}>
      <div className={`container ${styles.split}`}>
        <div className="prose">
          <h2 id={id}>{section.heading}</h2>
          <SectionBody section={section} />
        </div>
        <Img src={cover} alt={alt} width={800} height={450} className={styles.cover} />
      </div>
    </Reveal>
  );
}

/** The green band with a heading and one light button. */
function Banner({ id, banner }: { id: string; banner: { heading: string; button: Link } }) {
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <div className={`container ${styles.bannerInner}`}>
        <h2 id={id}>{banner.heading}</h2>
        <LinkButton link={banner.button} className="btn btn--light" />
      </div>
    </section>
  );
}

export default function Page() {
  const { text: W, hrcSteps, b3Steps, autoAdvanceMs, scoreBands, scaleMax } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{W.heroHeading}</h1>
          <p>HrC and B3: two blood tests, one goal — knowing early.</p>
        </div>
      </section>

      <CoverSection
        id="what-is-hrc"
        section={W.whatIsHrc}
        cover="/images/cover-hrc.svg"
        alt="Illustration of the HrC blood test"
      />

      <HeadedSection id="hrc-steps" heading={W.hrcStepsHeading} className="section section--alt">
        <StepCarousel steps={hrcSteps} label="HrC test steps" autoAdvanceMs={autoAdvanceMs} />
      </HeadedSection>

      <VideoBackground
        videoSrc="/media/why-hrc.webm"
        poster="/media/why-hrc-poster.svg"
        labelledBy="why-hrc"
      >
        <h2 id="why-hrc">{W.whyChooseHrc.heading}</h2>
        <ul className={styles.ticks}>
          {W.whyChooseHrc.bullets?.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </VideoBackground>

      <HeadedSection id="score-timeline" heading={W.scoreTimelineHeading}>
        <p className="section__intro">{W.scoreTimelineNote}</p>
        <ScoreTimeline bands={scoreBands} scaleMax={scaleMax} />
      </HeadedSection>

      <Banner id="take-hrc" banner={W.takeHrcBanner} />

      <CoverSection
        id="b3-description"
        section={W.b3Description}
        cover="/images/cover-b3.svg"
        alt="Illustration of RNA sequencing in the B3 test"
      />

      <HeadedSection id="b3-steps" heading={W.b3StepsHeading} className="section section--alt">
        <StepCarousel steps={b3Steps} label="B3 test steps" />
      </HeadedSection>

      <HeadedSection id="why-b3" heading={W.whyChooseB3.heading} reveal>
        <ul className={`${styles.ticks} ${styles.ticksLight}`}>
          {W.whyChooseB3.bullets?.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </HeadedSection>

      <Banner id="take-aob" banner={W.takeAobBanner} />
    </>
  );
}
