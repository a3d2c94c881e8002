import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS, NETWORK_FAILURE, SERVER_TEXTS_FR, SHELL_TOASTS } from '@studychina/contracts';
import { NetworkFailure } from './api';
import { useFailureText } from './failure-text';
import { LocaleProvider, loadFrench, useText } from './i18n';

/** A toast, a failure without any answer and a page's label, as the pages read them. */
function Texts() {
  const toasts = useText(SHELL_TOASTS);
  const labels = useText(ACCOUNT_LABELS);
  const failureText = useFailureText();
  return (
    <>
      <p data-testid="toast">{toasts.LOGGED_OUT}</p>
      <p data-testid="network">{failureText(new NetworkFailure())}</p>
      <p data-testid="label">{labels.login}</p>
    </>
  );
}

// Every text by key (docs/decisions/0116-texts-by-key-to-the-end.md): the toasts' French ships with the shell.
describe('the texts a page reads by key', () => {
  it("are English at once on an English visit, the network failure's text included", () => {
    render(
      <LocaleProvider initial="en">
        <Texts />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('toast')).toHaveTextContent(SHELL_TOASTS.LOGGED_OUT);
    expect(screen.getByTestId('network')).toHaveTextContent(NETWORK_FAILURE);
    expect(screen.getByTestId('label')).toHaveTextContent('Login');
  });

  it('on a French visit: the toasts in French from the first render, a page label once the French of messages is in', async () => {
    // What main.tsx awaits before a pre-rendered French page's first render: the site texts, not the messages.
    await loadFrench();
    render(
      <LocaleProvider initial="fr">
        <Texts />
      </LocaleProvider>,
    );
    // Read as written: French puts a narrow no-break space before "!", which toHaveTextContent would turn into a space.
    expect(screen.getByTestId('toast').textContent).toBe(SERVER_TEXTS_FR.toasts.LOGGED_OUT);
    expect(screen.getByTestId('network').textContent).toBe(SERVER_TEXTS_FR.toasts.NETWORK_FAILURE);
    expect(await screen.findByText(SERVER_TEXTS_FR.pages.account.login)).toBeInTheDocument();
  });
});
