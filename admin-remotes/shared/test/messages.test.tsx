import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_TIMEOUTS,
  MessageAlert,
  splitMessage,
  toneOf,
  useTimedMessage,
  withDetail,
} from '../src/messages';

describe('toneOf (red when the text contains Error)', () => {
  it.each([
    ['Error loading contacts', 'error'],
    ['Error loading registrations: HTTP error! status: 500', 'error'],
    ['Error uploading image: Only JPEG, PNG, GIF and WebP images are allowed.', 'error'],
    [
      "CSV file 'contact_submissions_2025-03-05.csv' downloaded successfully! (3 records)",
      'success',
    ],
    ['No registrations found in database.', 'success'],
    ['No data found for the selected date range.', 'success'],
    ['Session deleted successfully.', 'success'],
  ])('%s → %s', (text, tone) => expect(toneOf(text)).toBe(tone));
});

describe('a detail on a second line', () => {
  it('follows the message after a line break, and only when there is one', () => {
    expect(withDetail('Error saving session', 'End date too early.')).toBe(
      'Error saving session\nEnd date too early.',
    );
    expect(withDetail('Error saving session', '  ')).toBe('Error saving session');
    expect(withDetail('Error saving session', null)).toBe('Error saving session');
    expect(splitMessage('Error saving session\nEnd date too early.')).toEqual({
      title: 'Error saving session',
      detail: 'End date too early.',
    });
    expect(splitMessage('Session deleted successfully.')).toEqual({
      title: 'Session deleted successfully.',
      detail: null,
    });
  });

  it('is the alert description, under the title', () => {
    render(
      <MessageAlert
        message={{ text: 'Error deleting session\nSession not found.', tone: 'error', id: 1 }}
      />,
    );
    const alert = screen.getByTestId('tab-message');
    expect(alert.querySelector('.ant-alert-title')?.textContent).toBe('Error deleting session');
    expect(alert.querySelector('.ant-alert-description')?.textContent).toBe('Session not found.');
  });
});

describe('timeouts', () => {
  it('are 5 s in the session admin, 3 s for export, delete and no-data, 5 s for the subscriber load', () => {
    expect(MESSAGE_TIMEOUTS).toEqual({
      sessionAdmin: 5000,
      export: 3000,
      delete: 3000,
      noData: 3000,
      subscriberLoad: 5000,
    });
  });
});

describe('useTimedMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the message after its timeout', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('Error deleting session', 5000));
    expect(result.current.message).toMatchObject({ text: 'Error deleting session', tone: 'error' });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the timer when a new message comes', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('first', 3000));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.show('second', 3000));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.message?.text).toBe('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
  });

  it('accepts another colour rule (Jobs: green on successfully / No job)', () => {
    const jobsRule = (t: string): 'success' | 'error' =>
      /successfully|No job/.test(t) ? 'success' : 'error';
    const { result } = renderHook(() => useTimedMessage(jobsRule));
    act(() => result.current.show('Error saving job', 3000));
    expect(result.current.message?.tone).toBe('error');
    act(() => result.current.show('No job postings found.', 3000));
    expect(result.current.message?.tone).toBe('success');
  });
});

describe('MessageAlert', () => {
  it('renders red for errors and green otherwise', () => {
    const { rerender } = render(
      <MessageAlert message={{ text: 'Error saving session', tone: 'error', id: 1 }} />,
    );
    expect(screen.getByTestId('tab-message').className).toMatch(/ant-alert-error/);
    rerender(<MessageAlert message={{ text: 'Saved', tone: 'success', id: 2 }} />);
    expect(screen.getByTestId('tab-message').className).toMatch(/ant-alert-success/);
  });
  it('renders nothing without a message', () => {
    const { container } = render(<MessageAlert message={null} />);
    expect(container.textContent).toBe('');
  });
});
