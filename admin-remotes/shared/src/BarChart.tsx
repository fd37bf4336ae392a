/**
 * Submissions per day as plain SVG bars (no chart library): the last `days`
 * days ending today (India time), missing days drawn as zero.
 */
import { useEffect, useRef, useState } from 'react';
import { todayInIndia } from './format';
import { BRAND_COLOR } from './ui/theme';
import type { DaySeries } from './types';

/** The last `days` calendar days ending with `today` (YYYY-MM-DD), oldest first, with counts. */
export function fillDays(series: DaySeries[], days: number, today: string): DaySeries[] {
  const counts = new Map(series.map((p) => [p.day.slice(0, 10), Number(p.count) || 0]));
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: DaySeries[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    out.push({ day, count: counts.get(day) ?? 0 });
  }
  return out;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function shortDay(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''}`;
}

export interface BarChartProps {
  series: DaySeries[];
  /** e.g. 'Contact submissions per day (last 30 days)' */
  title: string;
  days?: number;
  today?: string;
  color?: string;
}

const CLOSED_KEY = 'kv-chart-closed';

/** Which charts staff closed, by title: kept in this browser, so a closed chart stays closed. */
function closedCharts(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function rememberClosed(title: string, closed: boolean) {
  const others = closedCharts().filter((t) => t !== title);
  try {
    localStorage.setItem(CLOSED_KEY, JSON.stringify(closed ? [...others, title] : others));
  } catch {
    // Private mode: the chart opens again next time, nothing else is lost.
  }
}

const H = 150;
const PAD = { top: 14, right: 8, bottom: 22, left: 28 };

/** The drawing follows its container's width, so text keeps its real size on a phone. */
function useWidth(initial: number) {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function BarChart({ series, title, days = 30, today, color = BRAND_COLOR }: BarChartProps) {
  const { ref, width: W } = useWidth(600);
  const points = fillDays(series, days, today ?? todayInIndia());
  const total = points.reduce((s, p) => s + p.count, 0);
  const max = Math.max(1, ...points.map((p) => p.count));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / points.length;
  const barW = Math.max(2, step * 0.7);
  // A day label about every 70 px.
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(innerW / 70))));
  // The chart is an aid above the list; staff who need the list higher close it, once.
  const [open, setOpen] = useState(() => !closedCharts().includes(title));
  return (
    <figure
      ref={ref}
      className="kv-chart"
      style={{ margin: '0 0 16px' }}
      data-testid="submissions-chart"
      aria-label={`${title} — ${total} in total`}
    >
      <details
        open={open}
        onToggle={(e) => {
          const now = e.currentTarget.open;
          if (now === open) return;
          setOpen(now);
          rememberClosed(title, !now);
        }}
      >
        <summary style={{ fontWeight: 600, marginBottom: 4, cursor: 'pointer' }}>
          {title} <span style={{ fontWeight: 400, color: '#666' }}>— {total} in total</span>
        </summary>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          role="img"
          aria-label={`${title}: ${total} in total, at most ${max === 1 && total === 0 ? 0 : max} a day`}
          style={{ display: 'block', width: '100%', height: H }}
        >
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + innerH}
            y2={PAD.top + innerH}
            stroke="#bbb"
          />
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} stroke="#eee" />
          <text x={PAD.left - 4} y={PAD.top + 4} fontSize="10" textAnchor="end" fill="#666">
            {max}
          </text>
          <text x={PAD.left - 4} y={PAD.top + innerH} fontSize="10" textAnchor="end" fill="#666">
            0
          </text>
          {points.map((p, i) => {
            const h = (p.count / max) * innerH;
            const x = PAD.left + i * step + (step - barW) / 2;
            return (
              <g key={p.day}>
                <rect
                  x={x}
                  y={PAD.top + innerH - h}
                  width={barW}
                  height={Math.max(h, 0)}
                  fill={color}
                  rx="1"
                >
                  <title>{`${shortDay(p.day)}: ${p.count}`}</title>
                </rect>
                {(points.length - 1 - i) % labelEvery === 0 && (
                  <text
                    // The last label ends at its bar so it is not cut off at the right edge.
                    x={i === points.length - 1 ? x + barW : x + barW / 2}
                    y={H - 6}
                    fontSize="10"
                    textAnchor={i === points.length - 1 ? 'end' : 'middle'}
                    fill="#666"
                  >
                    {shortDay(p.day)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </details>
    </figure>
  );
}
