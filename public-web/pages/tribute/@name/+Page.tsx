import { useData } from 'vike-react/useData';
import { InlineText } from '../../../components/content/InlineText';
import { Img } from '../../../components/ui/Img';
import { NavLink } from '../../../components/ui/NavLink';
import type { TributePageTexts } from '../../../i18n/catalog';
import { fillSlots, usePageTexts } from '../../../i18n/useChrome';
import type { Data } from './+data';
import styles from '../../../components/tributes/Tribute.module.css';

/**
 * A tribute to a founder or a late officer, reached from the cards on /about-us/the-company; in
 * the page's language (its words pageTexts, the tribute's its +data), the name as written.
 */
export default function Page() {
  const { tribute: t } = useData<Data>();
  const text = usePageTexts<TributePageTexts>();
  return (
    <>
      <section className="page-hero" aria-labelledby="page-heading">
        <div className={`container ${styles.memorial}`}>
          <Img
            src={t.image}
            alt=""
            width={160}
            height={160}
            loading="eager"
            className={styles.portrait}
          />
          <p className="eyebrow">{text.tributeEyebrow}</p>
          <h1 id="page-heading">{t.name}</h1>
          <p className={styles.role}>
            {t.role}
            {t.years && <> · {t.years}</>}
          </p>
          <p>{t.summary}</p>
        </div>
      </section>
      <section
        className="section"
        aria-label={fillSlots(text.tributeSectionLabel, { name: t.name })}
      >
        <div className={`container ${styles.body}`}>
          {t.paragraphs.map((p) => (
            <p key={p}>
              <InlineText text={p} />
            </p>
          ))}
          <p>
            <NavLink href="/about-us/the-company">{text.tributeBack}</NavLink>
          </p>
        </div>
      </section>
    </>
  );
}
