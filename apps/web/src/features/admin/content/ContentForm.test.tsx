import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '@studychina/contracts';
import { ContentForm } from './ContentForm';
import { emptyValue, rowsOf, withValueAt } from './content-fields';

describe("the form of a kind whose texts are { en, fr } pairs (the site's pages)", () => {
  it('names a list’s entries after the list, marks their missing French, and shows their problems there', () => {
    const schema = CONTENT_SCHEMAS.pages;
    const empty = Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, emptyValue(field)]));
    const data = withValueAt(empty, 'about.how', [
      { en: 'Choose a major', fr: 'Choisissez une filière' },
      { en: 'Apply online', fr: '' },
    ]);
    render(
      <ContentForm
        kind="pages"
        rows={rowsOf(schema)}
        data={data}
        errors={{ 'about.how.1.fr': ['Too big: expected string to have <=300 characters'] }}
        readOnly={false}
        onChange={() => undefined}
      />,
    );
    const how = screen.getByRole('group', { name: 'How' });
    const second = within(how).getByRole('group', { name: 'How 2' });
    expect(within(second).getByLabelText('How')).toHaveValue('Apply online');
    const french = within(second).getByLabelText('How (French)');
    expect(french).toHaveAccessibleDescription('French missing Too big: expected string to have <=300 characters');
    expect(
      within(within(how).getByRole('group', { name: 'How 1' })).getByLabelText('How (French)'),
    ).not.toHaveAccessibleDescription();
  });
});
