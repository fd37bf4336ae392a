/**
 * Section on a looping, muted background video. The poster is shown first
 * (server HTML, no JS, and under prefers-reduced-motion, where the video
 * never loads); the video source is attached once the section is near the
 * viewport, so it costs nothing to visitors who do not scroll there. A
 * poster that fails to load is replaced by the placeholder, on the video too.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '../../content/site';
import { Img } from '../ui/Img';
import styles from './VideoBackground.module.css';
import { island } from '../../lib/island';

interface VideoBackgroundProps {
  videoSrc: string;
  poster: string;
  labelledBy: string;
  children: ReactNode;
}

function VideoBackgroundSection({ videoSrc, poster, labelledBy, children }: VideoBackgroundProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const [src, setSrc] = useState<string | undefined>(undefined);
  const [posterFailed, setPosterFailed] = useState(false);

  useEffect(() => {
    const el = sectionRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSrc(videoSrc);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [videoSrc]);

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={labelledBy}>
      <Img
        className={styles.media}
        src={poster}
        alt=""
        width={1280}
        height={720}
        onFallback={() => setPosterFailed(true)}
      />
      {src && (
        <video
          className={styles.media}
          src={src}
          poster={posterFailed ? PLACEHOLDER_IMAGE : poster}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          data-testid="bg-video"
        />
      )}
      <div className={styles.shade} aria-hidden="true" />
      <div className={`container ${styles.content}`}>{children}</div>
    </section>
  );
}

export const VideoBackground = island('VideoBackground', VideoBackgroundSection);
