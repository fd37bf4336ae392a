import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd reads matchMedia (responsive observers); jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's TextArea watches its size; jsdom lays nothing out, so there is never a change to report.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The rich-text editor (ProseMirror) measures its selection to scroll it into view when it has
// the focus; jsdom lays nothing out and gives ranges no boxes at all.
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = function () {
    return [] as unknown as DOMRectList;
  };
  Range.prototype.getBoundingClientRect = function () {
    return new DOMRect();
  };
}

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
