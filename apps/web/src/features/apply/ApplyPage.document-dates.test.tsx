import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../lib/i18n';
import { resetAppState } from '../../test/app-harness';
import { loadFormFrench } from './form-language';
import { change, fixList, image, openApply, pick, press, validValues } from './test-helpers';

beforeAll(async () => {
  await loadFrench();
  await loadFormFrench();
}, 30_000);
afterEach(resetAppState);

const DAY = 24 * 3600 * 1000;
/** A date `days` before today (UTC), as the date input gives it. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
/** Six months ago less `days` (a document with about `days` days left). */
const sixMonthsAgoPlus = (days: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - 6);
  return new Date(date.getTime() + days * DAY).toISOString().slice(0, 10);
};

function toDocuments() {
  for (let i = 0; i < 4; i++) press('Continue');
  pick('passportphoto', image('passport.png'));
  pick('applicantSignature', image('me.png'));
  pick('sponsorSignature', image('sponsor.png'));
}

describe('ApplyPage: documents that expire (docs/product.md#apply-document-dates)', { timeout: 20_000 }, () => {
  it('asks each date beside its upload, optional, and says how recent it must be', () => {
    openApply({ draft: validValues() });
    toDocuments();
    const medical = screen.getByLabelText('Medical Report Date');
    expect(medical).not.toBeRequired();
    expect(medical).toHaveAccessibleDescription(
      'The date written on the document: it must be at most six months old when you submit.',
    );
    expect(screen.getByLabelText('Non-Criminal Record Date')).toHaveAttribute('type', 'date');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns in the last thirty days, and refuses an older date on Continue, naming the field', () => {
    openApply({ draft: validValues() });
    toDocuments();
    change('Medical Report Date', daysAgo(20));
    expect(screen.queryByText(/turns six months old/)).toBeNull();
    change('Medical Report Date', sixMonthsAgoPlus(10));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Medical Report turns six months old in (9|10|11) days: submit your application before then, or get a newer one\.$/,
    );
    change('Non-Criminal Record Date', daysAgo(400));
    press('Continue');
    expect(fixList()).toEqual([
      'Non-Criminal Record is dated more than six months ago: get a new one, upload it and enter its date. Documents must be at most six months old when you submit.',
    ]);
    expect(screen.getByLabelText('Non-Criminal Record Date')).toHaveAccessibleDescription(
      expect.stringContaining('Non-Criminal Record is dated more than six months ago'),
    );
  });

  it('warns in French', async () => {
    openApply({ draft: { ...validValues(), medicalReportDate: sixMonthsAgoPlus(10) }, locale: 'fr' });
    await screen.findByLabelText('Nom de famille', {}, { timeout: 10_000 });
    toDocumentsFr();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Certificat médical : six mois atteints dans (9|10|11) jours\./,
    );
  });
});

function toDocumentsFr() {
  for (let i = 0; i < 4; i++) press('Continuer');
  pick('passportphoto', image('passport.png'));
}
