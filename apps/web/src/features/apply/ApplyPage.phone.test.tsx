import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { resetAppState } from '../../test/app-harness';
import { loadFormFrench } from './form-language';
import { change, openApply } from './test-helpers';

beforeAll(async () => {
  await loadFrench();
  await loadFormFrench();
}, 30_000);
afterEach(resetAppState);

const draft = () => JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY) ?? '{}') as Record<string, string>;
const picker = () => screen.getByLabelText(/^(Country code|Indicatif du pays)$/);

describe(
  "ApplyPage: the phone field is the site's country picker (docs/product.md#phone-input)",
  { timeout: 20_000 },
  () => {
    it('starts on Nigeria in English and stores the international number as typed at home', () => {
      openApply();
      expect(picker()).toHaveValue('ng');
      change('Phone', '0803 123 4567');
      expect(screen.getByLabelText('Phone')).toHaveValue('0803 123 4567');
      expect(draft().phone).toBe('+234 803 123 4567');
    });

    it("starts on Côte d'Ivoire in French, Senegal and Cameroon next", async () => {
      openApply({ locale: 'fr' });
      expect(await screen.findByLabelText('Indicatif du pays', {}, { timeout: 10_000 })).toHaveValue('ci');
      const popular = within(picker().querySelector('optgroup')!).getAllByRole('option');
      expect(popular.slice(0, 3).map((option) => option.getAttribute('value'))).toEqual(['ci', 'sn', 'cm']);
    });

    it("starts on the browser's region when it names one (fr-SN: Senegal)", async () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-SN', 'fr']);
      openApply({ locale: 'fr' });
      expect(await screen.findByLabelText('Indicatif du pays', {}, { timeout: 10_000 })).toHaveValue('sn');
      vi.restoreAllMocks();
    });
  },
);
