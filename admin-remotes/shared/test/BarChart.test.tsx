import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, fillDays } from '../src/BarChart';

describe('fillDays', () => {
  it('returns the last N days ending today, oldest first, missing days as zero', () => {
    const days = fillDays(
      [
        { day: '2025-03-04', count: 2 },
        { day: '2025-02-01', count: 9 },
      ],
      3,
      '2025-03-05',
    );
    expect(days).toEqual([
      { day: '2025-03-03', count: 0 },
      { day: '2025-03-04', count: 2 },
      { day: '2025-03-05', count: 0 },
    ]);
  });
  it('crosses month ends', () => {
    expect(
      fillDays([], 30, '2025-03-01')
        .map((d) => d.day)
        .slice(0, 2),
    ).toEqual(['2025-01-31', '2025-02-01']);
  });
});

describe('BarChart', () => {
  it('draws one bar per day with an accessible summary', () => {
    const { container } = render(
      <BarChart
        title="Contact submissions per day (last 30 days)"
        series={[{ day: '2025-03-05', count: 4 }]}
        today="2025-03-05"
      />,
    );
    expect(container.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('4 in total');
    expect(container.textContent).toContain('5 Mar');
  });

  it('folds away under its title, and stays folded the next time the tab opens', () => {
    localStorage.clear();
    const chart = () => (
      <BarChart
        title="Sign-ups per day (last 30 days)"
        series={[{ day: '2025-03-05', count: 2 }]}
        today="2025-03-05"
      />
    );
    const first = render(chart());
    const details = first.container.querySelector('details')!;
    expect(details.open).toBe(true);
    // Open, the chart shows its bars under a figure named by its title and total.
    expect(screen.getByRole('figure').getAttribute('aria-label')).toBe(
      'Sign-ups per day (last 30 days) — 2 in total',
    );
    expect(details.querySelectorAll('rect')).toHaveLength(30);
    details.open = false;
    fireEvent(details, new Event('toggle'));
    first.unmount();
    const again = render(chart());
    expect(again.container.querySelector('details')!.open).toBe(false);
    // The title and total stay in sight.
    expect(again.container.querySelector('summary')!.textContent).toBe(
      'Sign-ups per day (last 30 days) — 2 in total',
    );
  });
});
