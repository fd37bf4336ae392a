import { SectionBody } from '../../components/content/ContentBlock';
import { HeadedSection } from '../../components/content/HeadedSection';
import { ScoreTimeline } from '../../components/offer/ScoreTimeline';
import { StepCarousel } from '../../components/offer/StepCarousel';
import { VideoBackground } from '../../components/offer/VideoBackground';
import { Img } from '../../components/ui/Img';
import { LinkButton } from '../../components/ui/LinkButton';
import { Reveal } from '../../components/ui/Reveal';
import type { Link } from '../../content/types';
import type { StepSource } from '../../content/steps';
import type { WhatWeOfferPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './whatweoffer.module.css';

/**
 * A text section beside its cover illustration (side by side from 992 px). The first one's
 * cover is in the first screen and its largest paint: fetched at once and first.
 */
function CoverSection({
  id,
  heading,
  paragraphs,
  cover,
  alt,
  first = false,
}: {
  id: string;
  heading: string;
  paragraphs: string[];
  cover: string;
  alt: string;
  first?: boolean;
}) {
  return (
    <Reveal as="section" className="section" aria-labelledby={id}>
      <div className={`container ${styles.split}`}>
        <div className="prose">
          <h2 id={id}>{heading}</h2>
          <SectionBody section={{ paragraphs }} />
        </div>
        <Img
          src={cover}
          alt={alt}
          width={800}
          height={450}
          className={styles.cover}
          loading={first ? 'eager' : undefined}
          fetchPriority={first ? 'high' : undefined}
        />
      </div>
    </Reveal>
  );
}

/** The green band with a heading and one light button. */
function Banner({ id, heading, button }: { id: string; heading: string; button: Link }) {
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <div className={`container ${styles.bannerInner}`}>
        <h2 id={id}>{heading}</h2>
        <LinkButton link={button} className="btn btn--light" />
      </div>
    </section>
  );
}

/** A test's steps under their heading, in the page's words. */
function StepsSection({
  id,
  heading,
  label,
  steps,
  autoAdvanceMs,
}: {
  id: string;
  heading: string;
  label: string;
  steps: StepSource[];
  autoAdvanceMs?: number;
}) {
  const t = usePageTexts<WhatWeOfferPageTexts>();
  return (
    <HeadedSection id={id} heading={heading} className="section section--alt">
      <StepCarousel
        steps={steps.map((s, i) => ({
          number: i + 1,
          title: t[s.title],
          subtext: t[s.text],
          image: s.image,
        }))}
        label={label}
        stepOf={t.whatWeOfferStepOf}
        autoAdvanceMs={autoAdvanceMs}
      />
    </HeadedSection>
  );
}

/** Translated whole: its words are the page's language (i18n/, the `whatWeOffer…` keys). */
export default function Page() {
  const { page, hrcSteps, b3Steps, autoAdvanceMs, scoreBands, scaleMax } = useData<Data>();
  const t = usePageTexts<WhatWeOfferPageTexts>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{t.whatWeOfferHeading}</h1>
          <p>{t.whatWeOfferLead}</p>
        </div>
      </section>

      <CoverSection
        first
        id="what-is-hrc"
        heading={t.whatWeOfferHrcHeading}
        paragraphs={[t.whatWeOfferHrcText1, t.whatWeOfferHrcText2]}
        cover={page.hrcCover}
        alt={t.whatWeOfferHrcCoverAlt}
      />

      <StepsSection
        id="hrc-steps"
        heading={t.whatWeOfferHrcStepsHeading}
        label={t.whatWeOfferHrcStepsLabel}
        steps={hrcSteps}
        autoAdvanceMs={autoAdvanceMs}
      />

      <VideoBackground
        videoSrc="/media/why-hrc.webm"
        poster="/media/why-hrc-poster.svg"
        labelledBy="why-hrc"
      >
        <h2 id="why-hrc">{t.whatWeOfferWhyHrcHeading}</h2>
        <ul className={styles.ticks}>
          {page.whyHrc.map((key) => (
            <li key={key}>{t[key]}</li>
          ))}
        </ul>
      </VideoBackground>

      <HeadedSection id="score-timeline" heading={t.whatWeOfferScoreHeading}>
        <p className="section__intro">{t.whatWeOfferScoreNote}</p>
        <ScoreTimeline
          bands={scoreBands.map((band) => ({
            ...band,
            range: t[band.range],
            label: t[band.label],
            description: t[band.description],
            action: t[band.action],
          }))}
          scaleMax={scaleMax}
          nextStep={t.whatWeOfferNextStep}
        />
      </HeadedSection>

      <Banner
        id="take-hrc"
        heading={t.whatWeOfferTakeHrcHeading}
        button={{ label: t.whatWeOfferTakeHrcButton, href: page.takeHrc, external: true }}
      />

      <CoverSection
        id="b3-description"
        heading={t.whatWeOfferB3Heading}
        paragraphs={[t.whatWeOfferB3Text1, t.whatWeOfferB3Text2]}
        cover={page.b3Cover}
        alt={t.whatWeOfferB3CoverAlt}
      />

      <StepsSection
        id="b3-steps"
        heading={t.whatWeOfferB3StepsHeading}
        label={t.whatWeOfferB3StepsLabel}
        steps={b3Steps}
      />

      <HeadedSection id="why-b3" heading={t.whatWeOfferWhyB3Heading} reveal>
        <ul className={`${styles.ticks} ${styles.ticksLight}`}>
          {page.whyB3.map((key) => (
            <li key={key}>{t[key]}</li>
          ))}
        </ul>
      </HeadedSection>

      <Banner
        id="take-aob"
        heading={t.whatWeOfferTakeAobHeading}
        button={{ label: t.whatWeOfferTakeAobButton, href: page.takeAob }}
      />
    </>
  );
}
