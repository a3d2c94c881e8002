import { Writable } from 'node:stream';

/** A logger stream keeping every JSON line written to it, for tests that read the logs. */
export function captureLogLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}
