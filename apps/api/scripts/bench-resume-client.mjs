// The tus client of bench-resume.mjs, in a process of its own so its buffers are not counted in the
// API's RSS. Uploads each file in CHUNK-byte PATCHes and, when the bytes sent pass each cut fraction of
// the total, drops the connection half-way through a PATCH, then asks HEAD for the offset and resumes.
import { open } from 'node:fs/promises';
import { request } from 'node:http';

const { url, authorization, files, chunk, cuts } = JSON.parse(process.argv[2]);
const total = files.reduce((sum, f) => sum + f.size, 0);
const pending = cuts.map((fraction) => Math.floor(total * fraction));
let sent = 0;
let dropped = 0;

const meta = (fields) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

function call(method, target, headers, body, dropAfter) {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(target, url),
      { method, headers: { Authorization: authorization, 'Tus-Resumable': '1.0.0', ...headers } },
      (res) => {
        if (process.env.BENCH_DEBUG)
          console.error(method, target.slice(-6), res.statusCode, res.headers['upload-offset']);
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      },
    );
    req.on('error', (error) => (dropAfter === undefined ? reject(error) : resolve({ status: 0, headers: {} })));
    if (dropAfter !== undefined) req.on('close', () => resolve({ status: 0, headers: {} }));
    if (!body) return req.end();
    if (dropAfter === undefined) {
      sent += body.length;
      return req.end(body);
    }
    // The cut: half the chunk goes out, then the socket is destroyed as a dropped mobile link would.
    sent += dropAfter;
    req.write(body.subarray(0, dropAfter), () => setTimeout(() => req.destroy(), 100));
  });
}

const started = Date.now();
for (const file of files) {
  const created = await call('POST', url, {
    'Upload-Length': String(file.size),
    'Upload-Metadata': meta({ listName: file.list, filename: file.filename }),
  });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  const location = created.headers.location;
  const handle = await open(file.path);
  let offset = 0;
  while (offset < file.size) {
    const length = Math.min(chunk, file.size - offset);
    const body = Buffer.alloc(length);
    await handle.read(body, 0, length, offset);
    const patchHeaders = {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(length),
    };
    if (pending.length > 0 && sent + length > pending[0]) {
      pending.shift();
      dropped += 1;
      await call('PATCH', location, patchHeaders, body, Math.floor(length / 2));
      // Resume: the server tells how far it got (its lock on the upload is released when it sees the drop).
      for (;;) {
        const head = await call('HEAD', location, {});
        if (process.env.BENCH_DEBUG) console.error('HEAD', head.status, head.headers['upload-offset']);
        if (head.status === 200) {
          offset = Number(head.headers['upload-offset']);
          break;
        }
        if (head.status !== 423) throw new Error(`HEAD answered ${head.status}`);
      }
      continue;
    }
    const res = await call('PATCH', location, patchHeaders, body);
    if (res.status !== 204) throw new Error(`PATCH answered ${res.status}`);
    offset = Number(res.headers['upload-offset']);
  }
  await handle.close();
}
process.stdout.write(JSON.stringify({ total, sent, dropped, ms: Date.now() - started }));
