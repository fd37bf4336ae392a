import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component files may share one jsdom (vitest.config.ts): nothing a test left is seen by the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
