/**
 * People as round portraits (initials when there is no photo) with name and
 * role; choosing one opens a modal with the full biography. Rows: pass
 * `rows` to split the list (e.g. the board's first four, then the rest).
 */
import { useState } from 'react';
import { initialsOf } from '../../content/people';
import type { Person } from '../../content/types';
import { DEFAULT_LOCALE, wordsWithin, type Locale } from '../../lib/locale';
import { Img } from '../ui/Img';
import { Modal } from '../ui/Modal';
import styles from './PersonGrid.module.css';
import { island } from '../../lib/island';

/** A portrait's own words and their language: the page's where it is translated. */
export interface PersonGridLabels {
  /** What a screen reader hears after a person's name and role on the portrait's button. */
  readBio: string;
  /** The name of the biography dialog's close button. */
  close: string;
  lang: Locale;
}

const ENGLISH_LABELS: PersonGridLabels = {
  readBio: ': read the full biography',
  close: 'Close',
  lang: DEFAULT_LOCALE,
};

interface PersonGridProps {
  people: Person[];
  /** Sizes of the leading rows; the remaining people form the last row. */
  rows?: number[];
  /** Used to build unique ids. */
  idPrefix: string;
  labels?: PersonGridLabels;
}

function splitRows(people: Person[], rows: number[] = []): Person[][] {
  const out: Person[][] = [];
  let at = 0;
  for (const size of rows) {
    if (at >= people.length) break;
    out.push(people.slice(at, at + size));
    at += size;
  }
  if (at < people.length) out.push(people.slice(at));
  return out;
}

function PersonGridWithBios({ people, rows, idPrefix, labels = ENGLISH_LABELS }: PersonGridProps) {
  const [selected, setSelected] = useState<Person | null>(null);
  return (
    <>
      {splitRows(people, rows).map((row, r) => (
        <ul key={r} className={styles.row} data-testid={`${idPrefix}-row`}>
          {row.map((person) => (
            <li key={person.name} lang={person.lang}>
              <button
                type="button"
                className={styles.person}
                onClick={() => setSelected(person)}
                aria-haspopup="dialog"
              >
                {person.image ? (
                  <Img
                    src={person.image}
                    srcSet={person.picture?.srcSet}
                    sizes="120px"
                    alt=""
                    width={160}
                    height={160}
                    className={styles.avatar}
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {initialsOf(person.name)}
                  </span>
                )}
                <span className={styles.name}>{person.name}</span>
                <span className={styles.role}>{person.description}</span>
                {/* In a person in another language than the page's words, they carry their own. */}
                <span className="visually-hidden" lang={wordsWithin(person.lang, labels.lang)}>
                  {labels.readBio}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ))}
      {selected && (
        <Modal
          labelledBy={`${idPrefix}-modal-name`}
          onClose={() => setSelected(null)}
          className={styles.modal}
          closeLabel={labels.close}
        >
          <div className={styles.modalHead} lang={selected.lang}>
            <span className={`${styles.avatar} ${styles.avatarSmall}`} aria-hidden="true">
              {initialsOf(selected.name)}
            </span>
            <div>
              <h2 id={`${idPrefix}-modal-name`} className={styles.modalName}>
                {selected.name}
              </h2>
              <p className={styles.role}>{selected.description}</p>
            </div>
          </div>
          {selected.fullBio.map((paragraph) => (
            <p key={paragraph} lang={selected.lang}>
              {paragraph}
            </p>
          ))}
        </Modal>
      )}
    </>
  );
}

export const PersonGrid = island('PersonGrid', PersonGridWithBios);
