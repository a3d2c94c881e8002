import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/test-data';
import { useLoad } from './useLoad';

afterEach(() => vi.restoreAllMocks());

/** A loader whose calls the test answers by hand; records each call's signal. */
function handLoader() {
  const calls: { key: string; signal: AbortSignal; answer: ReturnType<typeof deferred<string>> }[] = [];
  const make = (key: string) => (signal: AbortSignal) => {
    const answer = deferred<string>();
    calls.push({ key, signal, answer });
    return answer.promise;
  };
  return { calls, make };
}

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const { calls, make } = handLoader();
    const { result } = renderHook(() => useLoad(['/heroes'], make('/heroes')));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.answer.resolve('heroes'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'heroes' });
    expect(calls).toHaveLength(1);
  });

  it('a new key aborts the old request and never shows its late answer', async () => {
    const { calls, make } = handLoader();
    const { result, rerender } = renderHook(({ page }) => useLoad(['/majors', page], make(`page ${page}`)), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['page 1', true],
      ['page 2', false],
    ]);
    await act(async () => calls[0]!.answer.resolve('late page 1'));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]!.answer.resolve('page 2'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'page 2' });
  });

  it('a null key loads nothing; leaving aborts', () => {
    const { calls, make } = handLoader();
    const { rerender, unmount } = renderHook(({ token }) => useLoad(token ? ['/me', token] : null, make('me')), {
      initialProps: { token: null as string | null },
    });
    expect(calls).toHaveLength(0);
    rerender({ token: 'tok' });
    expect(calls).toHaveLength(1);
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('a failure is logged and returned; reload asks again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { result } = renderHook(() =>
      useLoad(['/applications'], async () => {
        if (fail) throw new Error('down');
        return 'list';
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toEqual(new Error('down'));
    expect(log).toHaveBeenCalledWith('/applications failed to load', new Error('down'));
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'list' }));
  });

  it('a pre-rendered page shows its data at once, then the fresh answer', async () => {
    const { calls, make } = handLoader();
    const { result } = renderHook(() => useLoad(['/heroes'], make('/heroes'), { initialData: 'built' }));
    expect(result.current).toMatchObject({ status: 'ready', data: 'built' });
    await act(async () => calls[0]!.answer.resolve('fresh'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' });
  });

  it('a fresh answer equal to the pre-rendered data renders nothing again', async () => {
    const built = { data: [{ id: 1, name: 'Nursing' }], current_page: 1 };
    const answer = deferred<typeof built>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useLoad(['/majors', 1], () => answer.promise, { initialData: built });
    });
    const before = renders;
    await act(async () => answer.resolve({ data: [{ id: 1, name: 'Nursing' }], current_page: 1 }));
    expect(renders).toBe(before);
    expect(result.current).toMatchObject({ status: 'ready', data: built });
    expect(result.current.data).toBe(built);
  });

  it('a pre-rendered page whose refresh fails keeps showing its data, not an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, make } = handLoader();
    const { result } = renderHook(() => useLoad(['/majors', 1], make('page 1'), { initialData: 'built page 1' }));
    await act(async () => calls[0]!.answer.reject(new Error('offline')));
    expect(log).toHaveBeenCalledWith('/majors failed to load', new Error('offline'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'built page 1' });
    expect(result.current.error).toBeUndefined();
  });
});
