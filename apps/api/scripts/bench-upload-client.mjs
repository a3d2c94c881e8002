// The client half of bench-upload.mjs, run as a child process so its buffers never count towards the
// API's memory. Streams one multipart POST /apply from files on disk (with a Content-Length, as browsers
// send it) and prints { status, body, ms } as JSON.
//   node bench-upload-client.mjs '<json: { url, authorization, fields, files: [{ field, filename, contentType, path }] }>'
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';

const { url, authorization, fields, files } = JSON.parse(process.argv[2]);
const boundary = `----bench${randomBytes(12).toString('hex')}`;

/** Buffers and file references in body order, so the length is known before a byte is sent. */
const pieces = [];
for (const [name, value] of Object.entries(fields)) {
  pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
}
for (const file of files) {
  pieces.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType}\r\n\r\n`,
    ),
  );
  pieces.push({ path: file.path, size: statSync(file.path).size });
  pieces.push(Buffer.from('\r\n'));
}
pieces.push(Buffer.from(`--${boundary}--\r\n`));
const length = pieces.reduce((sum, p) => sum + (Buffer.isBuffer(p) ? p.length : p.size), 0);

const started = performance.now();
const req = request(url, {
  method: 'POST',
  headers: {
    authorization,
    accept: 'application/json',
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': length,
  },
});
const response = new Promise((resolve, reject) => {
  req.on('response', (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode, body }));
  });
  req.on('error', reject);
});
const write = async (chunk) => {
  if (!req.write(chunk)) await once(req, 'drain');
};
for (const piece of pieces) {
  if (Buffer.isBuffer(piece)) await write(piece);
  else for await (const chunk of createReadStream(piece.path)) await write(chunk);
}
req.end();
const { status, body } = await response;
console.log(
  JSON.stringify({ status, body: JSON.parse(body), ms: Math.round(performance.now() - started), bytes: length }),
);
