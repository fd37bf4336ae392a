import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemNotFound } from './ItemNotFound';
import { asItemNotFound, missingDetail } from './itemNotFound';

const view = {
  heading: 'Blogs',
  message: 'Blog not found',
  detail: missingDetail(31, '99', 'blog', 'blogs'),
  fallbackHref: '/blog',
};

describe('item not found', () => {
  it('states the list length and the index asked for, and speaks of a slug as an address', () => {
    expect(missingDetail(31, '99', 'blog', 'blogs')).toBe(
      'The list has 31 blogs; there is no blog at index 99.',
    );
    expect(missingDetail(1, '7', 'news item', 'news items')).toBe(
      'The list has 1 news item; there is no news item at index 7.',
    );
    expect(missingDetail(3, '9'.repeat(100), 'job', 'jobs')).toContain('9'.repeat(40) + '…');
    expect(missingDetail(4, 'kavach-opens-in-nashik', 'news item', 'news items')).toBe(
      'There is no news item at this address: it may have been taken down, or the address may be mistyped.',
    );
    expect(
      missingDetail(3, 'app-developer-9', 'open position', 'open positions', 'it may have closed'),
    ).toBe('There is no open position at this address: it may have closed.');
  });

  it('reads only its own abort reason', () => {
    expect(asItemNotFound({ itemNotFound: view })).toEqual(view);
    expect(asItemNotFound(undefined)).toBeNull();
    expect(asItemNotFound('Blog not found')).toBeNull();
    expect(asItemNotFound({ itemNotFound: { heading: 1 } })).toBeNull();
  });

  it('renders the heading, the message and a Back button that goes back in history', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    render(<ItemNotFound {...view} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blogs');
    expect(screen.getByText('Blog not found')).toBeTruthy();
    expect(screen.getByText(/31 blogs.*index 99/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
