/** Edit, the optional quick toggle and Delete at the foot of a session or job card. */
import { Button } from 'antd';

/** What a card of a managed list (sessions, jobs) reports to its tab. */
export interface CardHandlers {
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

export function CardActions({
  className,
  busy,
  onEdit,
  onToggle,
  onDelete,
  toggleLabel,
}: CardHandlers & {
  className: string;
  /** The toggle's text; null = no toggle. */
  toggleLabel: string | null;
}) {
  return (
    <div className={className}>
      <Button size="small" onClick={onEdit} disabled={busy}>
        Edit
      </Button>
      {toggleLabel !== null && (
        <Button size="small" onClick={onToggle} disabled={busy}>
          {toggleLabel}
        </Button>
      )}
      <Button size="small" danger onClick={onDelete} disabled={busy}>
        Delete
      </Button>
    </div>
  );
}
