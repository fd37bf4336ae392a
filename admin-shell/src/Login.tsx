/**
 * The login panel: username, password, captcha. On /jobs-admin it
 * is the 'Jobs Management Panel' and sends panel 'jobs-admin'.
 */
import {
  api,
  isJobsPanelRole,
  sessionFromLogin,
  sessionStore,
  useSessionEndReason,
} from '@kavach/admin-shared';
import { Alert, Button, Input } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { Captcha, type CaptchaHandle } from './Captcha';
import {
  CAPTCHA_REQUIRED,
  loginFailureMessage,
  NETWORK_ERROR,
  NO_PANEL_ACCESS,
} from './loginMessages';
import { PANEL_TEXT, type Panel } from './tabs';

export function Login({ panel }: { panel: Panel }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const endReason = useSessionEndReason();
  const text = PANEL_TEXT[panel];

  function fail(message: string) {
    setError(message);
    captchaRef.current?.reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!captcha) {
      setError(CAPTCHA_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      const {
        data,
        error: body,
        response,
      } = await api.POST('/api/auth/login', {
        body: { username: username.trim(), password, captcha, panel },
      });
      if (response.ok && data?.token) {
        if (panel === 'jobs-admin' && !isJobsPanelRole(data.role)) {
          fail(NO_PANEL_ACCESS);
          return;
        }
        sessionStore.start(sessionFromLogin(data));
        return;
      }
      fail(loginFailureMessage(response.status, body?.message));
    } catch {
      fail(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="kv-login">
      <div className="kv-login__card">
        <p className="kv-login__brand">Kavach Genomics</p>
        <h1 className="kv-login__title">{text.title}</h1>
        <p className="kv-login__subtitle">{text.subtitle}</p>
        {endReason && !error && (
          <Alert
            type="warning"
            showIcon
            title={endReason}
            style={{ marginBottom: 16 }}
            data-testid="session-ended"
          />
        )}
        <form onSubmit={submit} noValidate aria-label="Log in">
          <label className="kv-field">
            <span>Username</span>
            <Input
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
              autoFocus
            />
          </label>
          <label className="kv-field">
            <span>Password</span>
            <Input.Password
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </label>
          <div className="kv-field">
            <Captcha ref={captchaRef} onChange={setCaptcha} />
          </div>
          {error && (
            <Alert
              type="error"
              showIcon
              title={error}
              role="alert"
              style={{ marginBottom: 16 }}
              data-testid="login-error"
            />
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={busy}
            disabled={!username.trim() || !password}
          >
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </form>
      </div>
    </main>
  );
}
