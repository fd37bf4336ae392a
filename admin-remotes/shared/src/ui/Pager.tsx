/** First, Previous, 'p of n', Next, Last; hidden when there is one page. */
import { Button } from 'antd';

export function Pager({
  page,
  pages,
  onChange,
  disabled,
  alwaysShow = false,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  alwaysShow?: boolean;
}) {
  if (pages <= 1 && !alwaysShow) return null;
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav className="kv-pager" aria-label="Pages">
      <Button size="small" disabled={disabled || first} onClick={() => onChange(1)}>
        First
      </Button>
      <Button size="small" disabled={disabled || first} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span className="kv-pager__status" aria-live="polite" data-testid="pager-status">
        {page} of {pages}
      </span>
      <Button size="small" disabled={disabled || last} onClick={() => onChange(page + 1)}>
        Next
      </Button>
      <Button size="small" disabled={disabled || last} onClick={() => onChange(pages)}>
        Last
      </Button>
    </nav>
  );
}
