import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { contentListResponseSchema, type ContentKind } from '@studychina/contracts';
import { createApplicant } from './applicant.js';
import { ADMIN_API, createStaff } from './back-office.js';

type Item = Record<string, unknown> & { id: string; version: number; status: string };

/** An editor (staff with the `editor` permission), a staff member without it and a student, with Bearer tokens. */
export async function contentPeople(app: FastifyInstance) {
  const made = await createStaff(app, 'staff', 'Eddie');
  await app.prisma.user.update({ where: { id: made.user.id }, data: { permissions: ['editor'] } });
  return {
    editor: made.authorization,
    staff: (await createStaff(app, 'staff', 'Stella')).authorization,
    student: (await createApplicant(app, 'Sade')).authorization,
  };
}

/**
 * What an editor does with one kind through /admin/content/<kind> (issue 29): find an item by a field of its draft
 * (as the back office's list then its form would), create, save over the version read, publish, unpublish.
 */
export function contentClient(app: FastifyInstance, kind: ContentKind, authorization: string) {
  const base = `${ADMIN_API}/content/${kind}`;
  const api = () => request(app.server);
  return {
    base,
    async find(q: string, match: (item: Item) => boolean): Promise<Item> {
      const list = contentListResponseSchema.parse(
        (
          await api()
            .get(`${base}?q=${encodeURIComponent(q)}&per_page=100`)
            .set('authorization', authorization)
        ).body,
      );
      for (const row of list.data) {
        const { body } = await api().get(`${base}/${row.id}`).set('authorization', authorization).expect(200);
        if (match(body.data)) return body.data as Item;
      }
      throw new Error(`no ${kind} item matches ${q}`);
    },
    create: (fields: Record<string, unknown>) => api().post(base).set('authorization', authorization).send(fields),
    save: (item: Item, change: Record<string, unknown>) =>
      api()
        .put(`${base}/${item.id}`)
        .set('authorization', authorization)
        .send({ ...item, ...change }),
    publish: (id: string) => api().post(`${base}/${id}/publish`).set('authorization', authorization),
    unpublish: (id: string) => api().post(`${base}/${id}/unpublish`).set('authorization', authorization),
  };
}
