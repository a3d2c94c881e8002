import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, errorResponse, resetAppState } from '../../test/app-harness';
import { programmeDetailFixture, programmeSummary } from '../../test/catalogue-fixtures';
import { fixList, openApply, press, validValues } from './test-helpers';

afterEach(resetAppState);

const SLUG = 'medicine-mbbs-wuhan-university';
/** The catalogue's answers: a search finds the one programme, its page describes it. */
const catalogue = (url: string) => {
  if (url.includes('/programmes?q=')) return jsonResponse(200, { data: [programmeSummary()], current_page: 1 });
  if (url.endsWith(`/programmes/${SLUG}`)) return jsonResponse(200, { data: programmeDetailFixture() });
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
});
