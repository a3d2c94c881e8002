/**
 * Answers kept a few seconds by what was asked (the language and the parsed query), so a popular search (the
 * catalogue's first page, a major's programmes) is computed once per `ttlMs` rather than once per visitor. A
 * refusal (404, 422) or a failure is not kept. Bounded: the oldest entry goes first.
 */
export function createAnswerMemo<T>({ ttlMs, max, now }: { ttlMs: number; max: number; now: () => number }) {
  const entries = new Map<string, { at: number; answer: Promise<T> }>();
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.answer;
      entries.delete(key);
      const answer = make();
      if (ttlMs > 0) {
        if (entries.size >= max) entries.delete(entries.keys().next().value as string);
        entries.set(key, { at: now(), answer });
        answer.catch(() => {
          if (entries.get(key)?.answer === answer) entries.delete(key);
        });
      }
      return answer;
    },
    clear(): void {
      entries.clear();
    },
  };
}
