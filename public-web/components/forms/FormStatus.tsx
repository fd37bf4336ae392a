/** The submit button and the message line every public form shows after a submit. */

/** The form's submit button: disabled with a spinner and the busy label while the form is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="btn" disabled={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

export interface Notice {
  text: string;
  kind: 'success' | 'error' | 'info';
}

/** The live region under a form: a green, red or (with `infoClassName`) neutral alert. */
export function FormNotice({
  notice,
  testId,
  infoClassName = 'alert--error',
}: {
  notice: Notice | null;
  testId: string;
  infoClassName?: string;
}) {
  const tone =
    notice?.kind === 'success'
      ? 'alert--success'
      : notice?.kind === 'info'
        ? infoClassName
        : 'alert--error';
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <p className={`alert ${tone}`} data-testid={testId}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
