import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';

/** tus requests through supertest, for the protocol tests of /api/v1/user/uploads. */
export function tusClient(app: FastifyInstance, authorization: string) {
  const base = '/api/v1/user/uploads';
  const meta = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');
  return {
    create: (length: number, fields: Record<string, string>) =>
      request(app.server)
        .post(base)
        .set('Authorization', authorization)
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', String(length))
        .set('Upload-Metadata', meta(fields)),
    head: (location: string) =>
      request(app.server).head(location).set('Authorization', authorization).set('Tus-Resumable', '1.0.0'),
    patch: (location: string, offset: number, bytes: Buffer) =>
      request(app.server)
        .patch(location)
        .set('Authorization', authorization)
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Offset', String(offset))
        .set('Content-Type', 'application/offset+octet-stream')
        .send(bytes),
    delete: (location: string) =>
      request(app.server).delete(location).set('Authorization', authorization).set('Tus-Resumable', '1.0.0'),
    /** Sends the headers of a PATCH and `sent` of its bytes (of `declared`), then drops the connection. */
    async patchAndDrop(location: string, offset: number, sent: Buffer, declared: number): Promise<void> {
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `PATCH ${location} HTTP/1.1\r\nHost: test\r\nAuthorization: ${authorization}\r\nTus-Resumable: 1.0.0\r\n` +
          `Upload-Offset: ${offset}\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      await new Promise<void>((resolve) => socket.write(sent, () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
    },
  };
}

/** A whole file through tus (create, then one PATCH); its upload id. */
export async function uploadWhole(
  client: ReturnType<typeof tusClient>,
  listName: string,
  filename: string,
  content: Buffer,
): Promise<string> {
  const created = await client.create(content.length, { listName, filename }).expect(201);
  const location = created.headers.location as string;
  await client.patch(location, 0, content).expect(204);
  return location.split('/').pop()!;
}
