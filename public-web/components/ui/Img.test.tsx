import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../content/site';
import { Img } from './Img';

const img = () => screen.getByRole('img') as HTMLImageElement;

/** Makes `el` report the load state a browser would (jsdom never loads images). */
function loadState(el: HTMLImageElement, complete: boolean, naturalWidth: number) {
  Object.defineProperty(el, 'complete', { configurable: true, get: () => complete });
  Object.defineProperty(el, 'naturalWidth', { configurable: true, get: () => naturalWidth });
}

describe('Img', () => {
  it('shows its source, lazy and async by default, with the given size', () => {
    render(<Img src="/images/map.svg" alt="Map" width={600} height={400} />);
    expect(img().getAttribute('src')).toBe('/images/map.svg');
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('decoding')).toBe('async');
    expect(img().getAttribute('width')).toBe('600');
    expect(img().getAttribute('height')).toBe('400');
    expect(img().hasAttribute('data-fallback')).toBe(false);
  });

  it('keeps what the LCP image asks for (eager, high priority)', () => {
    render(<Img src="/h.svg" alt="" loading="eager" fetchPriority="high" decoding="auto" />);
    const el = document.querySelector('img')!;
    expect(el.getAttribute('loading')).toBe('eager');
    expect(el.getAttribute('fetchpriority')).toBe('high');
    expect(el.getAttribute('decoding')).toBe('auto');
  });

  it('a load error shows the placeholder, keeps the alt text and tells onFallback once', () => {
    const onFallback = vi.fn();
    const onError = vi.fn();
    render(<Img src="/missing.svg" alt="Map" onFallback={onFallback} onError={onError} />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img().getAttribute('alt')).toBe('Map');
    expect(img().getAttribute('data-fallback')).toBe('placeholder');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    // The placeholder failing too does not start over.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('a load error drops the widths to choose from, so the placeholder is what shows', () => {
    render(<Img src="/a-1440.webp" srcSet="/a-480.webp 480w, /a-1440.webp 1440w" alt="Lab" />);
    expect(img().getAttribute('srcset')).toBe('/a-480.webp 480w, /a-1440.webp 1440w');
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img().hasAttribute('srcset')).toBe(false);
  });

  it('the placeholder keeps the box of the width and height given', () => {
    render(<Img src="/steps.svg" alt="Steps" width={240} height={180} style={{ margin: 4 }} />);
    expect(img().style.aspectRatio).toBe('');
    fireEvent.error(img());
    expect(img().style.aspectRatio).toBe('240 / 180');
    expect(img().style.margin).toBe('4px');
  });

  it('a new source after a failure gets its own chance to load', () => {
    const { rerender } = render(<Img src="/a.svg" alt="A" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    rerender(<Img src="/b.svg" alt="A" />);
    expect(img().getAttribute('src')).toBe('/b.svg');
  });

  describe('server-rendered, failing before hydration', () => {
    let root: Root | undefined;
    let container: HTMLDivElement;
    afterEach(() => {
      act(() => root?.unmount());
      container.remove();
    });

    /** Server HTML of `element`, its <img> given a load state, then hydrated. */
    function hydrateWith(element: React.ReactElement, complete: boolean, naturalWidth: number) {
      container = document.createElement('div');
      container.innerHTML = renderToString(element);
      document.body.append(container);
      const el = container.querySelector('img')!;
      loadState(el, complete, naturalWidth);
      act(() => {
        root = hydrateRoot(container, element);
      });
      return el;
    }

    it('an image that already failed shows the placeholder once hydrated', () => {
      const onFallback = vi.fn();
      const el = hydrateWith(
        <Img src="/hero.svg" alt="" loading="eager" onFallback={onFallback} />,
        true,
        0,
      );
      expect(el.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
      expect(onFallback).toHaveBeenCalledTimes(1);
    });

    it('an image that loaded stays', () => {
      const el = hydrateWith(<Img src="/hero.svg" alt="" loading="eager" />, true, 1600);
      expect(el.getAttribute('src')).toBe('/hero.svg');
    });

    it('a lazy image not fetched yet stays, and falls back if it fails later', () => {
      const el = hydrateWith(<Img src="/below.svg" alt="" />, false, 0);
      expect(el.getAttribute('src')).toBe('/below.svg');
      fireEvent.error(el);
      expect(el.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    });
  });
});
