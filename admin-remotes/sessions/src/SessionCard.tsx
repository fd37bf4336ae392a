import {
  CardActions,
  formatDate,
  TabLink,
  useHoldsPermission,
  type CardHandlers,
} from '@kavach/admin-shared';
import { Tag } from 'antd';
import { useState } from 'react';
import type { InfoSession } from './api';
import {
  canToggle,
  DEFAULT_IMAGE,
  DEFAULT_TITLE,
  MODE_LABEL,
  seatsText,
  STATUS_COLOR,
  STATUS_LABEL,
} from './rules';

/** A placeholder when the banner image fails to load. */
const PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160"><rect width="320" height="160" fill="#e8f1ec"/><text x="160" y="86" font-family="sans-serif" font-size="16" fill="#5b6b62" text-anchor="middle">Image unavailable</text></svg>',
  );

function dateRangeText(s: Pick<InfoSession, 'date' | 'endDate'>): string {
  const start = formatDate(s.date);
  return s.endDate && s.endDate !== s.date ? `${start} – ${formatDate(s.endDate)}` : start;
}

export function SessionCard({
  session: s,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: CardHandlers & { session: InfoSession }) {
  const [broken, setBroken] = useState(false);
  const title = s.title || DEFAULT_TITLE;
  // The link is for those who may open Registration Details (the tab's permission).
  const readsRegistrations = useHoldsPermission('registrations:read');
  return (
    <article
      className="kv-session-card"
      data-testid="session-card"
      data-status={s.status}
      aria-label={title}
    >
      <img
        className="kv-session-card__img"
        src={broken ? PLACEHOLDER : s.image || DEFAULT_IMAGE}
        alt={`${title} banner`}
        loading="lazy"
        onError={() => setBroken(true)}
      />
      <div className="kv-session-card__body">
        <div className="kv-session-card__head">
          <h3 className="kv-session-card__title">{title}</h3>
          <Tag color={STATUS_COLOR[s.status] ?? 'default'} data-testid="session-status">
            {STATUS_LABEL[s.status] ?? s.status}
          </Tag>
        </div>
        <dl className="kv-session-card__facts">
          <dt>Date</dt>
          <dd>{dateRangeText(s)}</dd>
          <dt>Time</dt>
          <dd>{s.time}</dd>
          <dt>Mode</dt>
          <dd>{MODE_LABEL[s.mode] ?? s.mode}</dd>
          {s.place && (
            <>
              <dt>Place</dt>
              <dd>{s.place}</dd>
            </>
          )}
          {s.meetingLink && (
            <>
              <dt>Link</dt>
              <dd className="kv-session-card__link-text">{s.meetingLink}</dd>
            </>
          )}
          <dt>Registrations</dt>
          <dd data-testid="session-registrations">{s.registrations}</dd>
          <dt>Seats</dt>
          <dd data-testid="session-seats">{seatsText(s)}</dd>
        </dl>
        {s.description && <p className="kv-session-card__description">{s.description}</p>}
        {readsRegistrations && (
          <TabLink
            className="kv-session-card__link"
            tab="registrations"
            params={{ session: String(s.id) }}
            aria-label={`View registrations for ${title}`}
          >
            View registrations
          </TabLink>
        )}
        <CardActions
          className="kv-session-card__actions"
          busy={busy}
          onEdit={onEdit}
          onToggle={onToggle}
          onDelete={onDelete}
          toggleLabel={canToggle(s) ? (s.status === 'active' ? 'Deactivate' : 'Activate') : null}
        />
      </div>
    </article>
  );
}
