import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../content/site';
import { pageContextElement } from './browserPageContext';
import { hydrateIslands } from './hydrateIslands';
import { island } from './island';

// This page has none of the site's frame: only the islands of the test.
vi.mock('../components/layout/layoutIslands', () => ({ LAYOUT_ISLANDS: [] }));

const Counter = island('Counter', function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
});

const Disclosure = island(
  'Disclosure',
  function Disclosure({ children }: { children?: ReactNode }) {
    const [open, setOpen] = useState(false);
    return (
      <section>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          More
        </button>
        {children}
        <Counter label="Inner" />
      </section>
    );
  },
);

/** A page as the server sends it: static content, islands, and the page's context. */
function serverPage(body: ReactNode) {
  document.body.innerHTML =
    `<div id="root">${renderToString(<>{body}</>)}</div>` + pageContextElement({ locale: 'en' });
  delete document.documentElement.dataset.hydrated;
}

async function hydrated(islands: Parameters<typeof hydrateIslands>[0]) {
  await act(() => hydrateIslands(islands));
  expect(document.documentElement.dataset.hydrated).toBe('true');
}

describe('islands', () => {
  it('carry their props to the browser, which hydrates them and nothing else', async () => {
    serverPage(
      <main>
        <h1>Static heading</h1>
        <Counter label="Taps" />
      </main>,
    );
    const heading = screen.getByRole('heading');
    await hydrated([Counter]);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Taps 1');
    // The static content is the server's, untouched.
    expect(screen.getByRole('heading')).toBe(heading);
  });

  it('keep their static children as the server wrote them, and hydrate the islands inside', async () => {
    serverPage(
      <Disclosure>
        <p>
          Static <b>text</b>
        </p>
      </Disclosure>,
    );
    const paragraph = screen.getByText('text').parentElement!;
    await hydrated([Disclosure]);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('true');
    // Re-rendered by the click, the island still shows the same static paragraph.
    expect(screen.getByText('text').parentElement).toBe(paragraph);
    fireEvent.click(screen.getByRole('button', { name: 'Inner 0' }));
    expect(screen.getByRole('button', { name: 'Inner 1' })).toBeTruthy();
  });

  it('report an island the page script does not list, which would stay dead', async () => {
    serverPage(<Counter label="Taps" />);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrated([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"Counter"'));
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Taps 0');
  });

  it('refuse props that cannot reach the browser', () => {
    const Broken = island('Broken', (props: { onTap: () => void }) => (
      <button onClick={props.onTap}>Tap</button>
    ));
    expect(() => renderToString(<Broken onTap={() => {}} />)).toThrow(
      /Island Broken: prop "onTap" is not data/,
    );
  });
});

describe('the static content around the islands', () => {
  it('shows the placeholder for a broken image and scrolls a link to the page itself to the top', async () => {
    serverPage(
      <>
        <img src="/missing.webp" srcSet="/missing-400.webp 400w" alt="" width={800} height={450} />
        <a href="/about-us" aria-current="page">
          About us
        </a>
        <Disclosure>
          <img src="/missing-too.webp" alt="" />
        </Disclosure>
      </>,
    );
    await hydrated([Disclosure]);
    const [image, inSlot] = Array.from(document.querySelectorAll('img'));
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.style.aspectRatio).toBe('800 / 450');
    // Static too, though inside an island: its children are the server's.
    inSlot.dispatchEvent(new Event('error'));
    expect(inSlot.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);

    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
