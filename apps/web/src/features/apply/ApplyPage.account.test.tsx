import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_DRAFT_KEY, emptyApplication } from '@studychina/contracts';
import { AUTH_USER_KEY } from '../../lib/session';
import { jsonResponse, resetAppState } from '../../test/app-harness';
import { ADA } from '../../test/test-data';
import { openApply, validValues } from './test-helpers';

afterEach(resetAppState);

const signedInAs = (user = ADA) => localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
const draft = () => JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY) ?? '{}') as Record<string, string>;
const picker = () => screen.getByLabelText(/^(Country code|Indicatif du pays)$/);

describe('ApplyPage: step 1 from the account (docs/product.md#apply-personal)', { timeout: 20_000 }, () => {
  it("fills the empty name, e-mail and phone from the account, once the account's draft is read", async () => {
    signedInAs();
    let answer!: (response: Response) => void;
    openApply({
      api: (url) =>
        url.endsWith('/application-draft') ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    });
    // Not before the account's draft is read: it may still replace the values.
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    answer(jsonResponse(200, { draft: {}, files: {}, updatedAt: null }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Ada'));
    expect(screen.getByLabelText('Surname')).toHaveValue('Obi');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    // The registered number, with its country in the picker and the trunk 0 gone (it was dialled from abroad).
    expect(picker()).toHaveValue('ng');
    expect(screen.getByLabelText('Phone')).toHaveValue('803 123 4567');
    // The draft is written after the render that shows the values (an effect): on a busy machine, a moment later.
    await waitFor(() => expect(draft().phone).toBe('+2348031234567'));
    expect(screen.getByLabelText('Middle Name')).toHaveValue('');
  });

  it('never replaces what the student typed', async () => {
    signedInAs();
    openApply({ draft: { ...emptyApplication(), firstName: 'Adaeze', phone: '+225 07 08 09 10 11' } });
    await waitFor(() => expect(screen.getByLabelText('Surname')).toHaveValue('Obi'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Adaeze');
    expect(picker()).toHaveValue('ci');
    expect(screen.getByLabelText('Phone')).toHaveValue('07 08 09 10 11');
    expect(draft().phone).toBe('+225 07 08 09 10 11');
  });

  it('a complete draft stays exactly as it was', async () => {
    signedInAs({ ...ADA, firstname: 'Someone', email: 'else@example.com' });
    openApply({ draft: validValues() });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(validValues().email));
    expect(screen.getByLabelText('First Name')).toHaveValue(validValues().firstName);
  });
});
