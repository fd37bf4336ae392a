/**
 * How-it-works step carousel: step titles are tabs; choosing one shows its
 * panel sliding in from the right (forward) or the left (backward). With
 * `autoAdvanceMs` it moves to the next step after that long and wraps after
 * the last; it pauses while the pointer or keyboard focus is inside.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { StepItem } from '../../content/types';
import { Img } from '../ui/Img';
import styles from './StepCarousel.module.css';
import { domId } from '../../lib/domId';
import { fillSlots } from '../../i18n/useChrome';
import { island } from '../../lib/island';

type SlideDirection = 'forward' | 'backward';

interface StepCarouselProps {
  steps: StepItem[];
  /** Accessible name of the step list, e.g. 'HrC test steps'. */
  label: string;
  /** Where a step is in the list, with the slots {position} and {total}: 'Step {position} of {total}'. */
  stepOf: string;
  autoAdvanceMs?: number;
}

function StepTabs({ steps, label, stepOf, autoAdvanceMs }: StepCarouselProps) {
  const [active, setActive] = useState(0);
  const [direction, setDirection] = useState<SlideDirection>('forward');
  const [paused, setPaused] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = domId('steps', label);

  useEffect(() => {
    if (!autoAdvanceMs || paused || steps.length < 2) return;
    const timer = window.setTimeout(() => {
      setDirection('forward');
      setActive((i) => (i + 1) % steps.length);
    }, autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [active, autoAdvanceMs, paused, steps.length]);

  function select(index: number, focus = false) {
    if (index === active) return;
    setDirection(index > active ? 'forward' : 'backward');
    setActive(index);
    if (focus) tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = steps.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowDown: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key], true);
    }
  }

  const step = steps[active];
  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setPaused(false)}
    >
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {steps.map((s, i) => (
          <button
            key={s.number}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={i === active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => select(i)}
          >
            <span className={styles.number} aria-hidden="true">
              {String(s.number).padStart(2, '0')}
            </span>
            <span>{s.title}</span>
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${active}`}
        className={styles.viewport}
        data-direction={direction}
        data-testid="step-panel"
      >
        <div
          key={active}
          className={`${styles.panel} ${direction === 'forward' ? styles.fromRight : styles.fromLeft}`}
        >
          <Img src={step.image} alt="" width={240} height={180} className={styles.image} />
          <div>
            <p className={styles.stepLabel}>
              {fillSlots(stepOf, { position: String(step.number), total: String(steps.length) })}
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <p>{step.subtext}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export const StepCarousel = island('StepCarousel', StepTabs);
