import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HEADINGS, ALL_FIELDS_REQUIRED, INVALID_CREDENTIALS } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { errorResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { LoginPage } from './LoginPage';

// Issue 17: the login page of a French visit: labels, the form's own check and the API's answer in French.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

describe('LoginPage in French', { timeout: 30_000 }, () => {
  it('shows French labels, checks in French and shows the French answer the API sends', async () => {
    const fetch = stubFetch(() =>
      errorResponse(401, 'INVALID_CREDENTIALS', 'Ces identifiants ne correspondent à aucun compte.'),
    );
    renderPage(<LoginPage />, { url: '/login', locale: 'fr' });
    // The pages' labels come with the French messages' chunk, just after the first render, each by its key:
    // the heading is « Connexion » and the button « Se connecter », though both are "Login" in English.
    expect(await screen.findByRole('heading', { name: 'Connexion' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ACCOUNT_HEADINGS.login })).not.toBeInTheDocument();
    expect(
      screen.getByText('Connectez-vous pour suivre votre candidature à une université chinoise.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Tous les champs sont obligatoires')).toBeInTheDocument();
    expect(screen.queryByText(ALL_FIELDS_REQUIRED)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('E-mail'), 'awa@example.com');
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('accept-language')).toBe('fr');
    expect(await screen.findByText('Ces identifiants ne correspondent à aucun compte.')).toBeInTheDocument();
    expect(screen.queryByText(INVALID_CREDENTIALS)).not.toBeInTheDocument();
  });
});
