import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeText, EmailText } from '../src/ui/rowCells';

describe('cells of the list tables', () => {
  it('an address may break only after its @ and its dots', () => {
    const { container } = render(<EmailText email="priya.rao@partner-hospital.example.in" />);
    expect(container.textContent).toBe('priya.rao@partner-hospital.example.in');
    const pieces = container.querySelector('.kv-email')!.innerHTML.split('<wbr>');
    expect(pieces).toEqual(['priya.', 'rao@', 'partner-hospital.', 'example.', 'in']);
  });

  it('a date and time may break only between the day and the time', () => {
    const { container } = render(<DateTimeText value="2026-11-27T16:06:00Z" />);
    const pieces = [...container.querySelectorAll('.kv-nowrap')].map((s) =>
      s.textContent!.replace(/[\u202f\u00a0]/g, ' '),
    );
    expect(pieces).toEqual(['27 Nov 2026,', '9:36 pm']);
  });
});
