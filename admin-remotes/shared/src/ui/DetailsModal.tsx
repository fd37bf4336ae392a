/** The details modal of a list row: a definition list of its fields, Close and the row's own actions. */
import { Button, Modal } from 'antd';
import { Fragment, type ReactNode } from 'react';

export interface DetailRow<T> {
  label: string;
  value: (item: T) => ReactNode;
  /** Shown only when this returns true (e.g. LinkedIn when there is one). */
  when?: (item: T) => boolean;
}

export function DetailsModal<T>({
  item,
  title,
  testId,
  rows,
  onClose,
  actions,
  actionsFirst = false,
  width,
  children,
}: {
  /** null = closed. */
  item: T | null;
  title: string;
  /** data-testid of the definition list. */
  testId: string;
  rows: readonly DetailRow<T>[];
  onClose: () => void;
  /** Buttons beside Close (e.g. Send Email). */
  actions?: (item: T) => ReactNode;
  /** The actions come before Close instead of after it. */
  actionsFirst?: boolean;
  width?: number;
  /** Below the fields (e.g. the internal notes). */
  children?: ReactNode;
}) {
  const extra = item !== null && actions ? actions(item) : null;
  return (
    <Modal
      open={item !== null}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      {...(width === undefined ? {} : { width })}
      footer={
        <>
          {actionsFirst && extra}
          <Button onClick={onClose}>Close</Button>
          {!actionsFirst && extra}
        </>
      }
    >
      {item !== null && (
        <dl className="kv-details" data-testid={testId}>
          {rows.map((r) =>
            r.when && !r.when(item) ? null : (
              <Fragment key={r.label}>
                <dt>{r.label}</dt>
                <dd>{r.value(item)}</dd>
              </Fragment>
            ),
          )}
        </dl>
      )}
      {item !== null && children}
    </Modal>
  );
}

/** An email address as a mail link. */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
