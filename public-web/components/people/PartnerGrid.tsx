/** Key partners: rows of three logos; empty slots of the last row render nothing. */
import type { Partner } from '../../content/types';
import { Img } from '../ui/Img';
import styles from './PartnerGrid.module.css';

export function PartnerGrid({ rows }: { rows: (Partner | null)[][] }) {
  return (
    <div className={styles.grid} data-testid="partner-grid">
      {rows.map((row, r) => (
        <ul key={r} className={styles.row} data-testid="partner-row">
          {row.map((partner, i) =>
            partner ? (
              <li key={partner.name} className={styles.cell}>
                <Img src={partner.img} alt={partner.name} width={280} height={80} />
              </li>
            ) : (
              <li
                key={`empty-${i}`}
                className={styles.empty}
                aria-hidden="true"
                data-testid="partner-empty"
              />
            ),
          )}
        </ul>
      ))}
    </div>
  );
}
