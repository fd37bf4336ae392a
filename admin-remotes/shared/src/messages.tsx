/**
 * The message conventions of the admin tabs: a message shows in
 * a red alert when it contains "Error", otherwise in the success style, and
 * clears itself after the timeout of its kind.
 */
import { Alert } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long each kind of message stays on screen (ms). */
export const MESSAGE_TIMEOUTS = {
  sessionAdmin: 5000,
  export: 3000,
  delete: 3000,
  noData: 3000,
  subscriberLoad: 5000,
} as const;

export type MessageTone = 'success' | 'error' | 'info';

/** The default rule: any message containing the word "Error" is red. */
export function toneOf(text: string): MessageTone {
  return /error/i.test(text) ? 'error' : 'success';
}

export interface TimedMessage {
  text: string;
  tone: MessageTone;
  /** Changes on every show(), so the same text shown twice restarts its timer. */
  id: number;
}

/**
 * A message that clears itself: `show(text, timeoutMs, tone?)`. The tone
 * defaults to the "contains Error" rule; pass `toneRule` for another rule
 * (e.g. Jobs: green when the text contains 'successfully' or 'No job').
 */
export function useTimedMessage(toneRule: (text: string) => MessageTone = toneOf) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);
  const rule = useRef(toneRule);
  rule.current = toneRule;

  const clear = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    setMessage(null);
  }, []);

  const show = useCallback((text: string, timeoutMs: number, tone?: MessageTone) => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    counter.current += 1;
    setMessage({ text, tone: tone ?? rule.current(text), id: counter.current });
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setMessage(null);
    }, timeoutMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}

/**
 * A message with the detail behind it (usually the API's own words) on a second line, e.g.
 * 'Error saving session' + 'The end date must not be before the start date.': the message stays
 * exactly as the spec writes it and the detail never runs into it.
 */
export function withDetail(message: string, detail?: string | null): string {
  const more = detail?.trim();
  return more ? `${message}\n${more}` : message;
}

/** The first line of a message (its alert's title) and the rest (the detail), see `withDetail`. */
export function splitMessage(text: string): { title: string; detail: string | null } {
  const at = text.indexOf('\n');
  return at < 0
    ? { title: text, detail: null }
    : { title: text.slice(0, at), detail: text.slice(at + 1) };
}

/** The alert of a TimedMessage (nothing when there is no message). */
export function MessageAlert({
  message,
  onClose,
}: {
  message: TimedMessage | null;
  onClose?: () => void;
}) {
  if (!message) return null;
  const { title, detail } = splitMessage(message.text);
  return (
    <Alert
      key={message.id}
      type={message.tone}
      title={title}
      description={detail ?? undefined}
      showIcon
      closable={onClose ? { onClose } : false}
      role={message.tone === 'error' ? 'alert' : 'status'}
      data-testid="tab-message"
      data-tone={message.tone}
      style={{ marginBottom: 12 }}
    />
  );
}
