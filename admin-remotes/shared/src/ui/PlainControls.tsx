/**
 * Form controls made of plain HTML elements, drawn like the panel's antd ones (the same sizes,
 * colours and focus ring), for the screens before sign-in: the login, its two-factor step,
 * "Forgot password?" and the reset link's page need no component library, so the panel's door
 * downloads none (antd comes with the dashboard). The fields and the password field of the
 * dialogs that sign in or confirm it is you use them too, so a password manager sees one form.
 */
import {
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { BRAND_COLOR, BRAND_DARK, THEME_TOKENS } from './theme';
import { injectStyles } from './styles';

const PLAIN_CSS = `
.kv-plain-input{box-sizing:border-box;width:100%;min-height:32px;margin:0;padding:4px 11px;font:inherit;font-size:15px;line-height:1.5;color:rgb(0 0 0 / 88%);background:#fff;border:1px solid #d9d9d9;border-radius:6px;transition:border-color .2s,box-shadow .2s}
.kv-plain-input:hover{border-color:${BRAND_COLOR}}
.kv-plain-input:focus,.kv-plain-input:focus-within{outline:0;border-color:${BRAND_COLOR};box-shadow:0 0 0 2px rgb(27 127 75 / 20%)}
.kv-plain-input[readonly]{background:#fafafa}
.kv-plain-password{display:flex;align-items:center;padding-block:0;padding-inline-end:2px}
.kv-plain-password input{flex:1;min-width:0;min-height:30px;padding:0;border:0;outline:0;font:inherit;background:transparent;color:inherit}
.kv-plain-eye{display:inline-grid;place-items:center;width:28px;height:28px;margin:0;padding:0;border:0;border-radius:4px;background:transparent;color:rgb(0 0 0 / 55%);cursor:pointer}
.kv-plain-eye:hover{color:rgb(0 0 0 / 88%)}
.kv-plain-eye:focus-visible{outline:2px solid ${BRAND_COLOR};outline-offset:1px}
.kv-plain-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:32px;padding:4px 15px;font:inherit;font-size:15px;line-height:1.5;border:1px solid transparent;border-radius:6px;cursor:pointer;transition:background .2s,color .2s}
.kv-plain-button:focus-visible{outline:3px solid rgb(27 127 75 / 35%);outline-offset:1px}
.kv-plain-button--block{display:flex;width:100%}
.kv-plain-button--primary{color:#fff;background:${BRAND_COLOR};box-shadow:0 2px 0 rgb(27 127 75 / 10%)}
.kv-plain-button--primary:hover:not(:disabled){background:${BRAND_DARK}}
.kv-plain-button--default{color:rgb(0 0 0 / 88%);background:#fff;border-color:#d9d9d9}
.kv-plain-button--default:hover:not(:disabled){color:${BRAND_DARK};border-color:${BRAND_DARK}}
.kv-plain-button--link{min-height:32px;padding-inline:0;color:${THEME_TOKENS.colorLink};background:transparent}
.kv-plain-button--link:hover:not(:disabled){color:${THEME_TOKENS.colorLinkHover}}
.kv-plain-button:disabled{cursor:not-allowed;color:rgb(0 0 0 / 25%);background:rgb(0 0 0 / 4%);border-color:#d9d9d9;box-shadow:none}
.kv-plain-button--link:disabled{background:transparent;border-color:transparent}
.kv-plain-button[aria-busy=true]{cursor:default}
.kv-plain-spinner{display:inline-block;width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:kv-plain-spin .8s linear infinite}
.kv-plain-spinner--large{width:24px;height:24px;border-width:3px;color:${BRAND_COLOR}}
@keyframes kv-plain-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.kv-plain-spinner{animation-duration:2.4s}}
.kv-plain-alert{display:flex;align-items:flex-start;gap:8px;padding:8px 12px;font-size:15px;line-height:1.5;border:1px solid;border-radius:8px;color:rgb(0 0 0 / 88%)}
.kv-plain-alert__icon{flex:none;width:16px;height:16px;margin-top:4px}
.kv-plain-alert__text{flex:1;min-width:0;overflow-wrap:anywhere}
.kv-plain-alert__detail{margin-top:2px;color:rgb(0 0 0 / 75%)}
.kv-plain-alert__close{flex:none;width:24px;height:24px;margin:0;padding:0;border:0;background:transparent;color:rgb(0 0 0 / 55%);font-size:18px;line-height:1;cursor:pointer}
.kv-plain-alert--error{background:#fff2f0;border-color:#ffccc7}
.kv-plain-alert--error .kv-plain-alert__icon{color:#cf1322}
.kv-plain-alert--warning{background:#fffbe6;border-color:#ffe58f}
.kv-plain-alert--warning .kv-plain-alert__icon{color:#d48806}
.kv-plain-alert--success{background:#f6ffed;border-color:#b7eb8f}
.kv-plain-alert--success .kv-plain-alert__icon{color:#389e0d}
`;

injectStyles('kv-plain', PLAIN_CSS);

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A one-line text field (antd's Input). */
export function PlainInput({ className, ref, ...props }: InputProps) {
  return (
    <input
      ref={ref}
      type="text"
      {...props}
      className={className ? `kv-plain-input ${className}` : 'kv-plain-input'}
    />
  );
}

const EYE =
  'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12Zm11-3.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z';

/**
 * A password field with a button that shows what is typed (antd's Input.Password). The button is
 * a real one: a keyboard reaches it, a screen reader names it, and it is 28 px square. Its name
 * does not say "password", so the field's label names the field alone.
 */
export function PlainPasswordInput({ className, ref, ...props }: InputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span
      className={
        className
          ? `kv-plain-input kv-plain-password ${className}`
          : 'kv-plain-input kv-plain-password'
      }
    >
      <input ref={ref} {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="kv-plain-eye"
        aria-label="Show what is typed"
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={EYE} fill="currentColor" fillRule="evenodd" />
          {!shown && <path d="M3 21 21 3" stroke="currentColor" strokeWidth="2" />}
        </svg>
      </button>
    </span>
  );
}

/** A button drawn as antd's primary, default or link button; `loading` adds a spinner. */
export function PlainButton({
  kind = 'default',
  block = false,
  loading = false,
  className,
  children,
  type = 'button',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  kind?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
  className?: string;
}) {
  const classes = ['kv-plain-button', `kv-plain-button--${kind}`];
  if (block) classes.push('kv-plain-button--block');
  if (className) classes.push(className);
  return (
    <button {...props} type={type} className={classes.join(' ')} aria-busy={loading || undefined}>
      {loading && <span className="kv-plain-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

const ALERT_ICONS = {
  error:
    'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm4.2 14.8-1.4 1.4L12 14.4l-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z',
  warning: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm1 17h-2v-2h2v2Zm0-4h-2V6h2v8Z',
  success:
    'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.5 16-5-5 1.4-1.4 3.6 3.6 7.1-7.1 1.4 1.4-8.5 8.5Z',
} as const;

/** A notice in a coloured box with its icon (antd's Alert with showIcon). */
export function PlainAlert({
  type,
  title,
  detail,
  role,
  onClose,
  className,
  testId,
}: {
  type: keyof typeof ALERT_ICONS;
  title: ReactNode;
  detail?: ReactNode;
  role?: 'alert' | 'status';
  onClose?: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={`kv-plain-alert kv-plain-alert--${type}${className ? ` ${className}` : ''}`}
      role={role}
      data-testid={testId}
    >
      <svg
        className="kv-plain-alert__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ALERT_ICONS[type]} fill="currentColor" />
      </svg>
      <div className="kv-plain-alert__text">
        <div>{title}</div>
        {detail && <div className="kv-plain-alert__detail">{detail}</div>}
      </div>
      {onClose && (
        <button
          type="button"
          className="kv-plain-alert__close"
          aria-label="Close"
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M4 4l16 16M20 4 4 20" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** A spinner for a part of the screen still loading (antd's Spin). */
export function PlainSpinner() {
  return <span className="kv-plain-spinner kv-plain-spinner--large" role="presentation" />;
}
