import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <header>
        <button type="button">Pause the banner</button>
      </header>
      <main>
        <p>Page text</p>
        {open && (
          <Modal labelledBy="t" onClose={() => setOpen(false)}>
            <h2 id="t">Announcement</h2>
          </Modal>
        )}
      </main>
    </>
  );
}

describe('Modal', () => {
  it('makes the page behind inert while open, and gives it back on close', () => {
    render(<Page />);
    const header = screen.getByRole('button', { name: 'Pause the banner' }).closest('header')!;
    const text = screen.getByText('Page text');
    expect(header.inert).toBe(true);
    expect(text.inert).toBe(true);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(header.inert).toBe(false);
    expect(text.inert).toBe(false);
  });
});
