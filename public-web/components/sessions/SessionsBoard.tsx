/**
 * /our-sessions body: the banners of the active sessions (server-rendered), each with its own
 * Register button (the modal opens with that session chosen), 'Register for the Session' under
 * them (opens it with the first session), 'No Sessions Available', or one fallback session when
 * the list could not be loaded.
 */
import { lazy, Suspense, useState } from 'react';
import type { SessionView } from '../../lib/publicApi';
import { FALLBACK_SESSION } from './fallbackSession';
import { SessionBanner } from './SessionBanner';
import styles from './Sessions.module.css';

// The modal (form, captcha loader, messages) is fetched when first opened, not with the page.
const RegistrationModal = lazy(() =>
  import('./RegistrationModal').then((m) => ({ default: m.RegistrationModal })),
);

export function SessionsBoard({ sessions }: { sessions: SessionView[] | null }) {
  // The session the modal opens with (its index in the list), or null while it is closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const unavailable = sessions === null;
  const shown = sessions ?? [FALLBACK_SESSION];

  return (
    <section className="section" aria-labelledby="sessions-heading">
      <div className="container">
        <h2 id="sessions-heading">Upcoming sessions</h2>
        {shown.length === 0 ? (
          <div className={styles.empty} data-testid="no-sessions">
            <h3>No Sessions Available</h3>
            <p>
              There are no sessions scheduled right now. Subscribe to our newsletter below to hear
              about the next one.
            </p>
          </div>
        ) : (
          <>
            <ul className={styles.list}>
              {shown.map((session, i) => (
                <li key={session.id || i}>
                  <SessionBanner
                    session={session}
                    eager={i === 0}
                    onRegister={unavailable ? undefined : () => setOpenAt(i)}
                  />
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn"
                aria-haspopup="dialog"
                onClick={() => setOpenAt(0)}
              >
                Register for the Session
              </button>
            </div>
          </>
        )}
      </div>
      {openAt !== null && (
        <Suspense fallback={null}>
          <RegistrationModal
            sessions={shown}
            initialIndex={openAt}
            unavailable={unavailable}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
