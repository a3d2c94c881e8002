import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, errorResponse, resetAppState } from '../../test/app-harness';
import { programmeDetailFixture, programmeSummary } from '../../test/catalogue-fixtures';
import { fixList, image, openApply, pick, press, toReview, validValues } from './test-helpers';

afterEach(resetAppState);

const SLUG = 'medicine-mbbs-wuhan-university';
/**
 * The catalogue's answers: a search finds the one programme, its page describes it, with its French title to a
 * French page (as the API answers by Accept-Language).
 */
const catalogue = (url: string, init?: RequestInit) => {
  if (url.includes('/programmes?q=')) return jsonResponse(200, { data: [programmeSummary()], current_page: 1 });
  if (url.endsWith(`/programmes/${SLUG}`)) {
    const french = new Headers(init?.headers).get('accept-language') === 'fr';
    return jsonResponse(200, { data: programmeDetailFixture(french ? { title: 'Médecine (MBBS)' } : {}) });
  }
  if (url.includes('/programmes/')) return errorResponse(404, 'NOT_FOUND', 'There is no programme at this address.');
  return undefined;
};

describe('ApplyPage: applying to a programme (docs/product.md#apply-programme-choice)', { timeout: 20_000 }, () => {
  it('finds a programme by search, then shows its intakes and fills its major', async () => {
    openApply({ draft: { ...validValues(), dob: '2006-05-01' }, api: catalogue });
    fireEvent.change(screen.getByRole('searchbox', { name: /Programme \(First Choice\)/ }), {
      target: { value: 'medic' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Medicine \(MBBS\)\s*Wuhan University, Wuhan/ }));
    expect(await screen.findByText('Medicine (MBBS)', { selector: 'strong' })).toBeInTheDocument();
    const intake = screen.getByLabelText('Intake (First Choice)');
    expect(intake).toHaveValue('2027-09');
    expect([...intake.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose an intake',
      'March 2027 (closed)',
      'September 2027 (apply by 30 June 2027)',
    ]);
    expect(screen.getByLabelText('Major (First Choice)')).toHaveValue('Medicine (MBBS)');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells what makes the applicant ineligible before Continue, and Continue refuses it', async () => {
    // Born 1990: 37 in September 2027, the programme takes 18 to 25.
    openApply({
      draft: { ...validValues(), dob: '1990-01-01', programmeFirstChoice: SLUG, intakeFirstChoice: '2027-03' },
      api: catalogue,
    });
    const told = await screen.findByRole('status');
    expect(told).toHaveTextContent(
      'Applications for Medicine (MBBS), Wuhan University starting in March 2027 are closed: choose a later intake or another programme.',
    );
    expect(told).toHaveTextContent(
      'Medicine (MBBS), Wuhan University takes students aged 18 to 25 when it starts; you will be 37 in March 2027: choose another programme.',
    );
    press('Continue');
    expect(fixList()).toContain(
      'Applications for Medicine (MBBS), Wuhan University starting in March 2027 are closed: choose a later intake or another programme.',
    );
  });

  it('preselects the programme of /apply?programme=<slug>', async () => {
    openApply({ draft: validValues(), api: catalogue, url: `/apply?programme=${SLUG}` });
    expect(await screen.findByText('Medicine (MBBS)', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Intake (First Choice)')).toHaveValue('2027-09'));
    expect(screen.getByLabelText('Major (First Choice)')).toHaveValue('Medicine (MBBS)');
  });

  it('refuses a programme the catalogue does not hold, naming it', async () => {
    openApply({
      draft: { ...validValues(), programmeFirstChoice: 'gone', intakeFirstChoice: '2027-09' },
      api: catalogue,
    });
    const text = 'There is no programme "gone" in our catalogue: choose one from the list.';
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    press('Continue');
    expect(fixList()).toContain(text);
  });

  it('shows the programme on the Review step by its title, university and intake month, not its slug', async () => {
    openApply({
      draft: { ...validValues(), dob: '2006-05-01', programmeFirstChoice: SLUG, intakeFirstChoice: '2027-09' },
      api: catalogue,
    });
    expect(await screen.findByText('Medicine (MBBS)', { selector: 'strong' })).toBeInTheDocument();
    toReview();
    expect(await reviewed('Programme (First Choice)')).toBe('Medicine (MBBS), Wuhan University');
    expect(await reviewed('Intake (First Choice)')).toBe('September 2027');
    expect(document.querySelector('.review')?.textContent).not.toContain(SLUG);
  });

  it('tells a French reader the programme by its French title, in the eligibility sentences', async () => {
    await loadFrench();
    openApply({
      draft: { ...validValues(), dob: '1990-01-01', programmeFirstChoice: SLUG, intakeFirstChoice: '2027-09' },
      api: catalogue,
      locale: 'fr',
    });
    // The form's own status is the spinner until the French texts are in: the eligibility is the one that speaks of it.
    await screen.findByText(/ce programme accueille/, {}, { timeout: 10_000 });
    const told = screen.getByRole('status');
    expect(told).toHaveTextContent(
      'Médecine (MBBS), Wuhan University : ce programme accueille des étudiants de 18 à 25 ans à la rentrée ; vous aurez 37 ans en septembre 2027. Choisissez un autre programme.',
    );
    expect(told).not.toHaveTextContent('Medicine (MBBS)');
  });

  it('on the Review step in French: the French title and « septembre 2027 »', async () => {
    await loadFrench();
    openApply({
      draft: { ...validValues(), dob: '2006-05-01', programmeFirstChoice: SLUG, intakeFirstChoice: '2027-09' },
      api: catalogue,
      locale: 'fr',
    });
    expect(await screen.findByText('Médecine (MBBS)', { selector: 'strong' }, { timeout: 10_000 })).toBeInTheDocument();
    for (let i = 0; i < 4; i++) press('Continuer');
    pick('passportphoto', image('passport.png'));
    pick('applicantSignature', image('me.png'));
    pick('sponsorSignature', image('sponsor.png'));
    press('Continuer');
    expect(await reviewed('Programme (premier choix)')).toBe('Médecine (MBBS), Wuhan University');
    expect(await reviewed('Rentrée (premier choix)')).toBe('septembre 2027');
  });
});

/** The value the Review step shows beside a label. */
const reviewed = async (label: string) =>
  (await screen.findAllByText(label, { selector: '.review dt' }))[0]!.nextElementSibling!.textContent;
