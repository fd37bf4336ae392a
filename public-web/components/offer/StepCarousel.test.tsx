import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepItem } from '../../content/types';
import { StepCarousel } from './StepCarousel';

const steps: StepItem[] = [1, 2, 3, 4].map((n) => ({
  number: n,
  title: `Step title ${n}`,
  subtext: `Sub ${n}`,
  image: `/s${n}.svg`,
}));
const selected = () =>
  screen.getAllByRole('tab').findIndex((t) => t.getAttribute('aria-selected') === 'true');
const direction = () => screen.getByTestId('step-panel').getAttribute('data-direction');

const showSteps = (label: string, autoAdvanceMs?: number) =>
  render(
    <StepCarousel
      steps={steps}
      label={label}
      stepOf="Step {position} of {total}"
      autoAdvanceMs={autoAdvanceMs}
    />,
  );

describe('StepCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-advances every 5000 ms and wraps after the last step', () => {
    showSteps('HrC steps', 5000);
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(selected()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(selected()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(selected()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(selected()).toBe(0);
    expect(direction()).toBe('forward');
    expect(screen.getByRole('tabpanel').textContent).toContain('Sub 1');
  });

  it('clicking a step selects it and sets the direction; the timer restarts', () => {
    showSteps('HrC steps', 5000);
    fireEvent.click(screen.getByRole('tab', { name: /Step title 3/ }));
    expect(selected()).toBe(2);
    expect(direction()).toBe('forward');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('tab', { name: /Step title 2/ }));
    expect(selected()).toBe(1);
    expect(direction()).toBe('backward');
    act(() => vi.advanceTimersByTime(4999));
    expect(selected()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(selected()).toBe(2);
  });

  it('without autoAdvanceMs (B3) it never moves by itself', () => {
    showSteps('B3 steps');
    act(() => vi.advanceTimersByTime(60_000));
    expect(selected()).toBe(0);
  });

  it('keyboard: arrows move and wrap', () => {
    showSteps('B3 steps');
    fireEvent.keyDown(screen.getByRole('tab', { name: /Step title 1/ }), { key: 'ArrowLeft' });
    expect(selected()).toBe(3);
    expect(direction()).toBe('forward');
    fireEvent.keyDown(screen.getByRole('tab', { name: /Step title 4/ }), { key: 'ArrowRight' });
    expect(selected()).toBe(0);
    expect(direction()).toBe('backward');
  });
});
