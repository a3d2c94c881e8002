import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HEADINGS, PASSWORDS_DO_NOT_MATCH } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { currentUrl, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ADA, deferred } from '../../test/test-data';
import { GoogleSuccessPage } from './GoogleSuccessPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyOtpPage } from './VerifyOtpPage';

// Issue 17: the password-reset pages and the Google landing of a French visit.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

const FRENCH_MISMATCH = 'Les mots de passe ne correspondent pas.';

describe('account pages in French', { timeout: 30_000 }, () => {
  it('the reset code page and the new password page are French, their checks too', async () => {
    const view = renderPage(<VerifyOtpPage />, { url: '/verify-otp', locale: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Vérifier le code de réinitialisation' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Saisissez le code de réinitialisation à 6 chiffres envoyé à votre adresse e-mail.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ACCOUNT_HEADINGS.verifyResetOtp })).not.toBeInTheDocument();
    view.unmount();

    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderPage(<ResetPasswordPage />, { url: '/reset-password', locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Réinitialiser le mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('Choisissez un nouveau mot de passe d’au moins 8 caractères.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'correct-horse-8');
    await userEvent.type(screen.getByLabelText('Confirmez le mot de passe'), 'other-horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByText(FRENCH_MISMATCH)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORDS_DO_NOT_MATCH)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the Google landing says it is signing in, then that it worked, in French', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    renderPage(<GoogleSuccessPage />, { url: '/google-success?data=abc.def', path: '/google-success', locale: 'fr' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Authentification...'), {
      timeout: 20_000,
    });
    answer.resolve(
      jsonResponse(200, { success: true, message: 'Connexion avec Google réussie.', token: 'tok', user: ADA }),
    );
    expect(await screen.findByText('Authentification réussie !')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });
});
