import type { ReadStream } from 'node:tty';

/** One line typed on the terminal without echoing it (a password); Ctrl-C gives up. */
export function readHiddenLine(question: string): Promise<string> {
  const stdin = process.stdin as ReadStream;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? [...value].slice(0, -1).join('') : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped input (`echo "$PASSWORD" | pnpm admin:create ...`), without its line end. */
export async function readFirstLine(input: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
