/**
 * Asked at sign-in of an account with no e-mail address (the demo admin of `npm start`, an
 * account made before addresses were asked for): without one, "Forgot password?" and "Send test
 * to me" cannot reach the person. "Not now" puts it off for the rest of this browser tab's visit.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { EmailForm } from './EmailForm';
import './accountStyles';

/** Put off for this browser tab's visit (sessionStorage). */
const LATER_KEY = 'kv-email-ask-later';

function putOff(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function EmailAsk({ onSaved }: { onSaved(): void }) {
  const [later, setLater] = useState(putOff);
  if (later) return null;
  return (
    <section className="kv-email-ask" aria-label="Your e-mail address" data-testid="email-ask">
      <EmailForm email={null} onSaved={onSaved} />
      <Button
        type="link"
        onClick={() => {
          try {
            sessionStorage.setItem(LATER_KEY, '1');
          } catch {
            /* private mode: asked again on the next page load */
          }
          setLater(true);
        }}
      >
        Not now
      </Button>
    </section>
  );
}
