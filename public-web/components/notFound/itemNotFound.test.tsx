import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemNotFound } from './ItemNotFound';
import { asItemNotFound, indexDetail } from './itemNotFound';

const view = {
  heading: 'Blogs',
  message: 'Blog not found',
  detail: indexDetail(31, '99', 'blog', 'blogs'),
  fallbackHref: '/blog',
};

describe('item not found', () => {
  it('states the list length and the index', () => {
    expect(indexDetail(31, '99', 'blog', 'blogs')).toBe(
      'The list has 31 blogs; there is no blog at index 99.',
    );
    expect(indexDetail(1, 'x', 'news item', 'news items')).toBe(
      'The list has 1 news item; there is no news item at index x.',
    );
    expect(indexDetail(3, 'a'.repeat(100), 'job', 'jobs')).toContain('a'.repeat(40) + '…');
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
