import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  type ContentKind,
} from '@kavach/api-client/content-kinds';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KindForm } from '../src/KindForm';
import { inputOf, valuesOf } from '../src/rules';

const formOf = (kind: (typeof CONTENT_KIND_NAMES)[number], problems = {}) =>
  render(
    <KindForm
      kind={kind}
      values={valuesOf(kind, null)}
      loaded={0}
      onChange={() => {}}
      problems={problems}
      readOnly={false}
    />,
  );

/** The label text of the field whose API key is `name`, and whether it is marked required. */
function labelOf(name: string) {
  const field = document.querySelector(`[data-field="${name}"]`);
  const label = field?.querySelector('label');
  return {
    text: label?.textContent?.replace(' *', '') ?? null,
    required: label?.querySelector('.kv-ef__required') !== null,
  };
}

describe('the form of every kind, generated from CONTENT_KINDS', () => {
  for (const kind of CONTENT_KIND_NAMES) {
    it(`${kind}: its title, date, fields and body, labelled, with their required marks`, async () => {
      const spec: ContentKind = CONTENT_KINDS[kind];
      const { unmount } = formOf(kind);
      expect(labelOf('title')).toEqual({ text: spec.titleLabel, required: true });
      expect(labelOf('slug')).toEqual({ text: 'Slug', required: false });
      if (spec.date) {
        expect(labelOf('date')).toEqual({ text: spec.date.label, required: spec.date.required });
        // Shown and typed day first, whatever the browser's language (the field's code arrives
        // when the form first shows one).
        const input = await waitFor(() => {
          const found = document.querySelector<HTMLInputElement>('[name="date"]');
          expect(found).not.toBeNull();
          return found!;
        });
        expect(input.placeholder).toBe('dd/mm/yyyy');
      } else expect(document.querySelector('[data-field="date"]')).toBeNull();
      for (const [name, f] of Object.entries(spec.fields)) {
        const required = f.type === 'choice' ? true : f.required;
        expect(labelOf(`fields.${name}`)).toEqual({ text: f.label, required });
        // Each control is named by its label.
        expect(
          screen.getByLabelText(new RegExp(`^${f.label.replace(/[()]/g, '\\$&')}( \\*)?$`)),
        ).toBeTruthy();
        const control = document.querySelector(`[name="fields.${name}"]`)!;
        const expected =
          f.type === 'choice'
            ? 'SELECT'
            : f.type === 'lines' || (f.type === 'text' && f.multiline)
              ? 'TEXTAREA'
              : 'INPUT';
        expect(control.tagName).toBe(expected);
        if (f.type === 'url') expect((control as HTMLInputElement).type).toBe('url');
        if (f.type === 'choice') {
          expect([...control.querySelectorAll('option')].map((o) => o.textContent)).toEqual(
            Object.values(f.options),
          );
        }
        if (f.type === 'text') {
          expect(screen.getByTestId(`fields.${name}-count`).textContent).toBe(`0/${f.max}`);
        }
      }
      if (spec.body) {
        expect(labelOf('body')).toEqual({ text: spec.body.label, required: spec.body.required });
        expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
      } else expect(document.querySelector('[data-field="body"]')).toBeNull();
      expect(labelOf('seo_description').text).toBe('SEO description');
      expect(screen.getByTestId('seo_description-count').textContent).toBe('0/160');
      expect(labelOf('social_image').text).toBe('Social image');
      unmount();
    });
  }

  it("shows the API's field messages under their fields", () => {
    formOf('news', { title: 'Title is required.', 'fields.image': 'Image must be a path.' });
    const title = screen.getByLabelText(/^Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Title is required.')).toBeTruthy();
    const img = document.querySelector('[name="fields.image"]')!;
    expect(img.getAttribute('aria-invalid')).toBe('true');
    expect(img.getAttribute('aria-describedby')).toContain(
      screen.getByText('Image must be a path.').id,
    );
  });

  it('sends lines as a list, empty optional values as null, no slug when empty', () => {
    const v = valuesOf('case_study', null);
    v.title = '  A study ';
    v.fields.points = 'one\n\n two \n';
    const input = inputOf('case_study', v);
    expect(input).toMatchObject({
      title: 'A study',
      fields: { subtitle: null, points: ['one', 'two'], highlight: null },
      seo_description: null,
      social_image: null,
    });
    expect('slug' in input).toBe(false);
    expect('date' in input).toBe(false);
    expect('body' in input).toBe(false);
    // A choice starts at its first option.
    expect(valuesOf('faq', null).fields.section).toBe('hrc');
  });
});
