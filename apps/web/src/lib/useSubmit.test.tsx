import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetAppState } from '../test/app-harness';
import { deferred } from '../test/test-data';
import { ApiError } from './api';
import { useSubmit, type Submission } from './useSubmit';

afterEach(resetAppState);

/** A form whose submit runs `submission`; the button reads 'busy' while a call is out. */
function openForm(submission: Submission<string>) {
  function Form() {
    const { busy, submit } = useSubmit();
    return (
      <form onSubmit={(event) => void submit(event, submission)}>
        <button type="submit">{busy ? 'busy' : 'send'}</button>
      </form>
    );
  }
  renderPage(<Form />, { url: '/form' });
}
const press = () => act(() => screen.getByRole('button').click());

describe('useSubmit', () => {
  it('a validation problem is a toast and nothing is called', async () => {
    const call = vi.fn(async () => 'answer');
    openForm({ validate: () => 'All fields are Required', call, done: vi.fn() });
    press();
    expect(await screen.findByText('All fields are Required')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('is busy while the call is out, ignores a second press, then hands the answer to done', async () => {
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    const done = vi.fn();
    openForm({ call, done });
    press();
    expect(screen.getByRole('button')).toHaveTextContent('busy');
    press();
    await act(async () => answer.resolve('ok'));
    expect(call).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledExactlyOnceWith('ok');
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });

  it("a refusal shows the server's text, no answer the flow's fallback, and the busy flag clears", async () => {
    let failure: unknown = new ApiError(429, 'RATE_LIMITED', 'Too many requests.', null);
    openForm({ call: () => Promise.reject(failure), done: vi.fn(), fallback: 'Something went wrong' });
    press();
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    failure = new TypeError('Failed to fetch');
    press();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('send');
  });

  it('`failed` replaces the default toast', async () => {
    const failed = vi.fn();
    const error = new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Verify first', null);
    openForm({ call: () => Promise.reject(error), done: vi.fn(), failed });
    press();
    await act(async () => {});
    expect(failed).toHaveBeenCalledExactlyOnceWith(error);
    expect(screen.queryByText('Verify first')).toBeNull();
  });
});
