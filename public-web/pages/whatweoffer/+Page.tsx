import { SectionBody } from '../../components/content/ContentBlock';
import { ScoreTimeline } from '../../components/offer/ScoreTimeline';
import { StepCarousel } from '../../components/offer/StepCarousel';
import { VideoBackground } from '../../components/offer/VideoBackground';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './whatweoffer.module.css';

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

      <Reveal as="section" className="section" aria-labelledby="what-is-hrc">
        <div className={`container ${styles.split}`}>
          <div className="prose">
            <h2 id="what-is-hrc">{W.whatIsHrc.heading}</h2>
            <SectionBody section={W.whatIsHrc} />
          </div>
          <img
            src="/images/cover-hrc.svg"
            alt="Illustration of the HrC blood test"
            width={800}
            height={450}
            loading="lazy"
            className={styles.cover}
          />
        </div>
      </Reveal>

      <section className="section section--alt" aria-labelledby="hrc-steps">
        <div className="container">
          <h2 id="hrc-steps">{W.hrcStepsHeading}</h2>
          <StepCarousel steps={hrcSteps} label="HrC test steps" autoAdvanceMs={autoAdvanceMs} />
        </div>
      </section>

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

      <section className="section" aria-labelledby="score-timeline">
        <div className="container">
          <h2 id="score-timeline">{W.scoreTimelineHeading}</h2>
          <p className="section__intro">{W.scoreTimelineNote}</p>
          <ScoreTimeline bands={scoreBands} scaleMax={scaleMax} />
        </div>
      </section>

      <section className={styles.banner} aria-labelledby="take-hrc">
        <div className={`container ${styles.bannerInner}`}>
          <h2 id="take-hrc">{W.takeHrcBanner.heading}</h2>
          <LinkButton link={W.takeHrcBanner.button} className="btn btn--light" />
        </div>
      </section>

      <Reveal as="section" className="section" aria-labelledby="b3-description">
        <div className={`container ${styles.split}`}>
          <div className="prose">
            <h2 id="b3-description">{W.b3Description.heading}</h2>
            <SectionBody section={W.b3Description} />
          </div>
          <img
            src="/images/cover-b3.svg"
            alt="Illustration of RNA sequencing in the B3 test"
            width={800}
            height={450}
            loading="lazy"
            className={styles.cover}
          />
        </div>
      </Reveal>

      <section className="section section--alt" aria-labelledby="b3-steps">
        <div className="container">
          <h2 id="b3-steps">{W.b3StepsHeading}</h2>
          <StepCarousel steps={b3Steps} label="B3 test steps" />
        </div>
      </section>

      <Reveal as="section" className="section" aria-labelledby="why-b3">
        <div className="container">
          <h2 id="why-b3">{W.whyChooseB3.heading}</h2>
          <ul className={`${styles.ticks} ${styles.ticksLight}`}>
            {W.whyChooseB3.bullets?.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </Reveal>

      <section className={styles.banner} aria-labelledby="take-aob">
        <div className={`container ${styles.bannerInner}`}>
          <h2 id="take-aob">{W.takeAobBanner.heading}</h2>
          <LinkButton link={W.takeAobBanner.button} className="btn btn--light" />
        </div>
      </section>
    </>
  );
}
