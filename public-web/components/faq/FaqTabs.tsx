/**
 * Combined FAQ page (/faqs): tabs AoB and HrC (HrC first selected), a
 * multi-open accordion, and every open item closes when the tab changes.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LiveFaq } from '../../content/types';
import { FaqList, toggled } from './FaqList';
import { useLinkedFaq } from './useLinkedFaq';
import styles from './Faq.module.css';
import { island } from '../../lib/island';

type FaqTab = 'aob' | 'hrc';

interface FaqTabsProps {
  tabs: Record<FaqTab, { label: string; items: LiveFaq[] }>;
  /** The tab list's name and what an empty tab says, in the page's language. */
  label: string;
  emptyText: string;
  initialTab?: FaqTab;
}

const ORDER: FaqTab[] = ['aob', 'hrc'];

function FaqTabList({ tabs, label, emptyText, initialTab = 'hrc' }: FaqTabsProps) {
  const [tab, setTab] = useState<FaqTab>(initialTab);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // A linked question opens in its tab.
  const reveal = (key: FaqTab) => (i: number) => {
    setTab(key);
    setOpen(new Set([i]));
  };
  useLinkedFaq(tabs.aob.items, reveal('aob'));
  useLinkedFaq(tabs.hrc.items, reveal('hrc'));

  function choose(next: FaqTab, focus = false) {
    if (next !== tab) {
      setTab(next);
      setOpen(new Set());
    }
    if (focus) refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const i = ORDER.indexOf(tab);
    choose(ORDER[(i + (event.key === 'ArrowRight' ? 1 : ORDER.length - 1)) % ORDER.length], true);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
        {ORDER.map((key) => (
          <button
            key={key}
            ref={(el) => {
              refs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`faq-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="faq-panel"
            tabIndex={tab === key ? 0 : -1}
            className={tab === key ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => choose(key)}
          >
            {tabs[key].label}
          </button>
        ))}
      </div>
      <div id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${tab}`}>
        <FaqList
          items={tabs[tab].items}
          emptyText={emptyText}
          open={open}
          onToggle={(i) => setOpen((s) => toggled(s, i))}
        />
      </div>
    </div>
  );
}

export const FaqTabs = island('FaqTabs', FaqTabList);
