/**
 * /faqs/hrc and /faqs/aob: two buttons switch between the routes (choosing
 * the current one reloads it), a multi-open accordion and the test buttons.
 */
import { useState, type MouseEvent } from 'react';
import { FAQ_PAGE } from '../../content/faqs';
import type { LiveFaq } from '../../content/types';
import type { FaqPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { LanguageNotice as Notice } from '../../lib/liveArticles';
import { LanguageNotice } from '../content/LanguageNotice';
import { FaqCtas } from './FaqCtas';
import { FaqList, toggled } from './FaqList';
import { useLinkedFaq } from './useLinkedFaq';
import styles from './Faq.module.css';
import { island } from '../../lib/island';

/**
 * Each route's heading among the page's texts, and of its "unavailable for a moment" view
 * (pages/faqs/{hrc,aob}/+data.ts).
 */
export const FAQ_HEADING_KEYS = { hrc: 'faqsHrcTitle', aob: 'faqsAobTitle' } as const;

export interface FaqRouteData {
  items: LiveFaq[];
  /** Read through a preview link (one staff member's look at a draft). */
  preview: boolean;
  /** The line above FAQs shown in English on a Hindi or Marathi page. */
  languageNotice?: Notice;
}

function FaqRouteView({ which, items, languageNotice }: FaqRouteData & { which: 'hrc' | 'aob' }) {
  const text = usePageTexts<FaqPageTexts>();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  useLinkedFaq(items, (i) => setOpen(new Set([i])));
  const routes = [
    { key: 'aob', href: '/faqs/aob', label: FAQ_PAGE.tabs.aob },
    { key: 'hrc', href: '/faqs/hrc', label: FAQ_PAGE.tabs.hrc },
  ];

  function reloadIfCurrent(event: MouseEvent<HTMLAnchorElement>, key: string) {
    if (key === which) {
      event.preventDefault();
      window.location.reload();
    }
  }

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{text[FAQ_HEADING_KEYS[which]]}</h1>
          <p>{text.faqsIntro}</p>
        </div>
      </section>
      <section className="section">
        <div className="container">
          <div className="prose">
            <nav aria-label={text.faqsTopicsLabel} className={styles.tabs}>
              {routes.map((r) => (
                <a
                  key={r.key}
                  href={r.href}
                  aria-current={r.key === which ? 'page' : undefined}
                  className={
                    r.key === which
                      ? `${styles.tab} ${styles.tabActive} ${styles.tabLink}`
                      : `${styles.tab} ${styles.tabLink}`
                  }
                  onClick={(e) => reloadIfCurrent(e, r.key)}
                >
                  {r.label}
                </a>
              ))}
            </nav>
            <LanguageNotice notice={languageNotice} />
            <FaqList
              items={items}
              emptyText={text.faqsNone}
              open={open}
              onToggle={(i) => setOpen((s) => toggled(s, i))}
            />
            <div className={styles.ctas}>
              <FaqCtas aobLabel={text.faqsTakeAob} hrcLabel={text.faqsTakeHrc} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export const FaqRoutePage = island('FaqRoutePage', FaqRouteView);
