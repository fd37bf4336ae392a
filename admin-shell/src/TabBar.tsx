/**
 * The tab strip (WAI-ARIA tabs: arrow keys, Home/End). Plain buttons rather than antd Tabs, whose
 * overflow menu and motion would add ~25 KB gzip to the antd chunk every user downloads.
 * The strip is one row at every width (a second row's break would move from tab to tab) and no
 * tab changes width when opened, so a tab never moves when another is chosen. Tabs that do not
 * fit scroll sideways; a side that has more tabs fades out under a chevron button that scrolls
 * on, so a cut-off label reads as "more this way", not as the end of the strip.
 * A tab that holds New items shows how many in a badge after its label; its name for a screen
 * reader starts with what is on screen and says what the number is ("Contact Us Details 3 new"),
 * so a voice-control user saying what they see reaches it (WCAG 2.5.3).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TabDef } from './tabs';

export const tabId = (key: string) => `kv-tab-${key}`;
export const panelId = (key: string) => `kv-tabpanel-${key}`;

type Side = 'start' | 'end';

/** The width a chevron covers at either end (`.kv-tabs-more`, and the strip's scroll padding). */
const CHEVRON_PX = 44;

const REDUCED_MOTION =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Which ends of a scrolling strip hide tabs (1 px of slack for fractional widths). */
function hiddenSides(el: HTMLElement): Record<Side, boolean> {
  return {
    start: el.scrollLeft > 1,
    end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
  };
}

const NO_COUNTS: Readonly<Record<string, number | undefined>> = {};

/** The New badge of a tab: nothing at 0 or when the count is unknown. */
function NewBadge({ tab, count }: { tab: string; count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <span className="kv-tab__badge" aria-hidden="true" data-testid={`tab-new-${tab}`}>
      {count}
    </span>
  );
}

/**
 * The tab's name for assistive technology when it has a badge: the visible text, then what the
 * number means ("Contact Us Details 3 new"). Set whole (aria-label) rather than built from hidden
 * text, whose spacing differs between browsers.
 */
function tabName(label: string, count: number | undefined): string | undefined {
  return count && count > 0 ? `${label} ${count} new` : undefined;
}

export function TabBar({
  tabs,
  active,
  onSelect,
  newCounts = NO_COUNTS,
}: {
  tabs: readonly TabDef[];
  active: string;
  onSelect: (key: string) => void;
  /** New items per tab key, for the tabs that show a count. */
  newCounts?: Readonly<Record<string, number | undefined>>;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Record<Side, boolean>>({ start: false, end: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const next = hiddenSides(el);
    setMore((m) => (m.start === next.start && m.end === next.end ? m : next));
  }, []);

  // Re-measure when the strip or the window changes size (rotation, a wider layout, new tabs),
  // or its tabs change width (a New badge appears or goes).
  useEffect(() => {
    const el = strip.current;
    measure();
    if (!el) return;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      removeEventListener('resize', measure);
    };
  }, [measure, tabs, newCounts]);

  // The strip scrolls sideways when the tabs do not fit: keep the open one in view.
  useEffect(() => {
    refs.current.get(active)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  /**
   * A chevron's page turn: the first tab cut off on that side comes wholly into view next to the
   * opposite chevron, so no tab is ever skipped.
   */
  function scrollTowards(side: Side) {
    const el = strip.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const items = tabs.flatMap((t) => refs.current.get(t.key) ?? []);
    let by = 0;
    if (side === 'end') {
      const next = items.find((b) => b.getBoundingClientRect().right > box.right - CHEVRON_PX);
      if (next) by = next.getBoundingClientRect().left - box.left - CHEVRON_PX;
    } else {
      const prev = items.findLast((b) => b.getBoundingClientRect().left < box.left + CHEVRON_PX);
      if (prev) by = prev.getBoundingClientRect().right - box.right + CHEVRON_PX;
    }
    // A tab wider than the strip (or none found): most of a width instead.
    const sign = side === 'end' ? 1 : -1;
    if (by * sign <= 0) by = sign * el.clientWidth * 0.7;
    el.scrollBy({ left: by, behavior: REDUCED_MOTION ? 'auto' : 'smooth' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = tabs.findIndex((t) => t.key === active);
    let next = -1;
    if (e.key === 'ArrowRight') next = (i + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    const key = tabs[next].key;
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  // The chevrons are a pointer's shortcut only: keyboard and screen reader users move through
  // the tabs themselves (arrow keys), which scrolls the strip, so they stay out of the tab order
  // and the accessibility tree.
  const chevron = (side: Side) =>
    more[side] && (
      <button
        type="button"
        className={`kv-tabs-more kv-tabs-more--${side}`}
        data-testid={`tabs-more-${side}`}
        aria-hidden="true"
        tabIndex={-1}
        title={side === 'end' ? 'More tabs' : 'Earlier tabs'}
        onClick={() => scrollTowards(side)}
      >
        {side === 'end' ? '›' : '‹'}
      </button>
    );

  return (
    <div
      className={`kv-tabs-frame${more.start ? ' kv-tabs-frame--start' : ''}${more.end ? ' kv-tabs-frame--end' : ''}`}
    >
      {chevron('start')}
      <div
        ref={strip}
        className="kv-tabs"
        role="tablist"
        aria-label="Sections"
        onKeyDown={onKeyDown}
        onScroll={measure}
      >
        {tabs.map((t) => {
          const selected = t.key === active;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) refs.current.set(t.key, el);
                else refs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={tabId(t.key)}
              aria-label={tabName(t.label, newCounts[t.key])}
              aria-selected={selected}
              aria-controls={panelId(t.key)}
              tabIndex={selected ? 0 : -1}
              className={`kv-tab${selected ? ' kv-tab--active' : ''}`}
              data-tab={t.key}
              onClick={() => onSelect(t.key)}
            >
              <span className="kv-tab__label" data-text={t.label}>
                {t.label}
              </span>
              {/* A real space: the visible text reads "Contact Us Details 3", not "…Details3". */}
              {newCounts[t.key] ? ' ' : null}
              <NewBadge tab={t.key} count={newCounts[t.key]} />
            </button>
          );
        })}
      </div>
      {chevron('end')}
    </div>
  );
}
