import { describe, expect, it } from 'vitest';
import { domId } from './domId';

describe('domId', () => {
  it('makes the same id from the same words, safe in a selector and an aria reference', () => {
    expect(domId('steps', 'HrC test steps')).toBe('steps-hrc-test-steps');
    expect(domId('menu', 'About Us & Team')).toBe('menu-about-us-team');
    expect(domId('Job application', 'phone')).toBe(domId('Job application', 'phone'));
  });

  it('keeps different words apart', () => {
    expect(domId('faq', 'hrc')).not.toBe(domId('faq', 'b3'));
  });
});
