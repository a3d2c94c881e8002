import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_KEY } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { resetAppState } from '../../test/app-harness';
import { loadFormFrench } from './form-language';
import { change, heading, openApply, stubXhr, toReview, validValues } from './test-helpers';

// Step 1's nationality is a picker of countries (docs/decisions/0096-nationality-as-a-country.md).
beforeAll(async () => {
  await loadFrench();
  await loadFormFrench();
}, 30_000);
beforeEach(stubXhr);
afterEach(resetAppState);

const picker = () => screen.getByLabelText<HTMLSelectElement>(/^(Nationality|Nationalité)$/);
const options = () =>
  within(picker())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the nationality picker', { timeout: 30_000 }, () => {
  it('names the countries in English, our usual countries first, and keeps the ISO code', () => {
    openApply();
    expect(options().slice(0, 5)).toEqual(['Select…', 'Cameroon', 'Côte d’Ivoire', 'Nigeria', 'Senegal']);
    expect(options()).toContain('Afghanistan');
    expect(options().length).toBeGreaterThan(240);
    change(picker(), 'NG');
    expect(picker()).toHaveValue('NG');
    expect(JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY)!)).toMatchObject({ nationality: 'NG' });
  });

  it('names them in French on a French page', async () => {
    openApply({ locale: 'fr' });
    await screen.findByLabelText('Nationalité');
    expect(options().slice(1, 5)).toEqual(['Cameroun', 'Côte d’Ivoire', 'Nigeria', 'Sénégal']);
    expect(options()).toContain('Afrique du Sud');
  });

  it('keeps the text of a draft written before the picker as a choice of its own', () => {
    openApply({ draft: { ...validValues(), nationality: 'Ivoirienne' } });
    expect(picker()).toHaveValue('Ivoirienne');
    expect(options()[1]).toBe('Ivoirienne');
  });

  it("shows the country's name on the review step", () => {
    openApply({ draft: { ...validValues(), nationality: 'SN' } });
    toReview();
    expect(heading()).toBe('Review & Submit');
    // The first Nationality of the review is the applicant's (the family members' come later).
    const row = screen.getAllByText('Nationality', { selector: 'dt' })[0]!.parentElement!;
    expect(row).toHaveTextContent('Senegal');
    expect(row).not.toHaveTextContent('SN');
  });
});
