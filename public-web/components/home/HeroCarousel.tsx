/**
 * Full-height hero carousel (one slide, interval 5000 ms). A dark
 * overlay follows the mouse: its clear spot sits under the pointer.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Link } from '../../content/types';
import type { HomePageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import { ExternalLink } from '../ui/ExternalLink';
import { Img } from '../ui/Img';
import styles from './HeroCarousel.module.css';

export interface HeroSlide {
  title: string;
  text: string;
  image: string;
  button: Link;
}

export function HeroCarousel({
  slides,
  intervalMs,
  labels,
}: {
  slides: HeroSlide[];
  intervalMs: number;
  /** Its words for assistive technology, in the page's language. */
  labels: Pick<
    HomePageTexts,
    'homeCarousel' | 'homeSlideOf' | 'homeShowSlide' | 'homeCarouselRole' | 'homeSlideRole'
  >;
}) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (slides.length < 2 || paused) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % slides.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [slides.length, intervalMs, paused]);

  function followMouse(event: MouseEvent<HTMLElement>) {
    const el = rootRef.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    el.style.setProperty('--mx', `${(((event.clientX - box.left) / box.width) * 100).toFixed(1)}%`);
    el.style.setProperty('--my', `${(((event.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  }

  return (
    <section
      ref={rootRef}
      className={styles.hero}
      aria-roledescription={labels.homeCarouselRole}
      aria-label={labels.homeCarousel}
      onMouseMove={followMouse}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="hero"
    >
      {slides.map((slide, i) => (
        <div
          key={slide.title}
          className={i === active ? `${styles.slide} ${styles.active}` : styles.slide}
          role="group"
          aria-roledescription={labels.homeSlideRole}
          aria-label={fillSlots(labels.homeSlideOf, {
            position: String(i + 1),
            total: String(slides.length),
          })}
          aria-hidden={i !== active}
        >
          <Img
            className={styles.image}
            src={slide.image}
            alt=""
            width={1600}
            height={800}
            fetchPriority={i === 0 ? 'high' : undefined}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding={i === 0 ? 'auto' : 'async'}
          />
          <div className={styles.overlay} aria-hidden="true" data-testid="hero-overlay" />
          <div className={`container ${styles.content}`}>
            {i === 0 ? (
              <h1 className={styles.title}>{slide.title}</h1>
            ) : (
              <h2 className={styles.title}>{slide.title}</h2>
            )}
            <p className={styles.text}>{slide.text}</p>
            <ExternalLink
              href={slide.button.href}
              className="btn btn--light"
              tabIndex={i === active ? undefined : -1}
            >
              {slide.button.label}
            </ExternalLink>
          </div>
        </div>
      ))}
      {slides.length > 1 && (
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={i === active ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={fillSlots(labels.homeShowSlide, {
                position: String(i + 1),
                title: slide.title,
              })}
              aria-current={i === active}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
