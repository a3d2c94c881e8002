import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@studychina/db';
import {
  frenchMissing,
  text,
  type ContentKind,
  type ContentListItem,
  type ContentListQuery,
  type ContentListResponse,
  type ContentMeta,
  type ContentVersionsResponse,
} from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { ContentAdapter, FieldProblems, Tx } from './content-adapter.js';
import { changedFields, sameData } from './content-diff.js';
import { draftWrite, frenchGapOf } from './draft-write.js';
import { CONTENT_CHANNEL } from '../../plugins/content-changes.js';

type Data = Record<string, unknown>;
type ItemRow = Prisma.ContentItemGetPayload<object>;

/** How many live rows are read per batch when they become content items. */
const ADOPT_BATCH = 500;

const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
const invalid = (problems: FieldProblems) =>
  new HttpError(422, 'VALIDATION_FAILED', text('content.draftInvalid'), problems);

/** A zod failure as field problems, each message shown as written (the back office is English). */
function schemaProblems(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldProblems {
  const problems: Record<string, ReturnType<typeof text>[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (problems[field] ??= []).push(text('asWritten', { text: issue.message }));
  }
  return problems;
}

export function metaOf(row: ItemRow): ContentMeta {
  const draft = row.draft as Data;
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    status: row.status,
    version: row.version,
    publishedVersion: row.publishedVersion,
    hasChanges: row.hasChanges,
    frenchMissing: frenchMissing(draft),
    frenchOutdated: row.frenchChangedAt < row.englishChangedAt,
    figuresCheckedAt: row.figuresCheckedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Drafts, publishing and versions of every kind (docs/decisions/0121-content-drafts-beside-the-live-tables.md).
 * Each kind's adapter knows its fields and its live table; this knows the rest, the same for all.
 */
export function createContentService(
  prisma: PrismaClient,
  adapters: ReadonlyMap<ContentKind, ContentAdapter>,
  { now, changed }: { now: () => Date; changed: (kind: ContentKind) => void },
) {
  const adapterOf = (kind: ContentKind): ContentAdapter => {
    const adapter = adapters.get(kind);
    if (!adapter) throw notFound();
    return adapter;
  };

  const adopting = new Map<ContentKind, Promise<void>>();

  /**
   * Live rows written outside content management (the seed, the catalogue writer) become items whose version 1 is
   * what is live. Counting first keeps this to two cheap queries when there is nothing new.
   */
  async function adopt(adapter: ContentAdapter): Promise<void> {
    // Requests arriving together (the content overview asks every kind twice at once) share one adoption instead of
    // each inserting the same rows and waiting on the other's locks: a fresh catalogue's first visit took 15 s.
    const running = adopting.get(adapter.kind);
    if (running) return running;
    const adoption = adoptNow(adapter).finally(() => adopting.delete(adapter.kind));
    adopting.set(adapter.kind, adoption);
    return adoption;
  }

  async function adoptNow(adapter: ContentAdapter): Promise<void> {
    const [live, known] = await Promise.all([
      adapter.live.count(prisma),
      prisma.contentItem.count({ where: { kind: adapter.kind, liveKey: { not: null } } }),
    ]);
    if (live <= known) return;
    for (;;) {
      const rows = await adapter.live.unknown(prisma, ADOPT_BATCH);
      if (rows.length === 0) return;
      const at = now();
      const items = rows.map((row) => {
        const data = adapter.schema.parse(row.data);
        return { id: randomUUID(), liveKey: row.liveKey, data, published: row.published ?? true };
      });
      await prisma.$transaction(async (tx) => {
        await tx.contentItem.createMany({
          skipDuplicates: true, // another instance adopting the same rows at the same moment
          data: items.map((item) => ({
            id: item.id,
            kind: adapter.kind,
            liveKey: item.liveKey,
            ...draftWrite(adapter, item.data, at),
            status: item.published ? 'published' : 'unpublished',
            publishedVersion: 1,
            hasChanges: false,
            createdAt: at,
            updatedAt: at,
          })),
        });
        const mine = await tx.contentItem.findMany({
          where: { id: { in: items.map((item) => item.id) } },
          select: { id: true },
        });
        const ids = new Set(mine.map((item) => item.id));
        await tx.contentVersion.createMany({
          data: items
            .filter((item) => ids.has(item.id))
            .map((item) => ({ itemId: item.id, number: 1, data: item.data as Prisma.InputJsonValue, publishedAt: at })),
        });
      });
      if (rows.length < ADOPT_BATCH) return;
    }
  }

  /** Items written before `frenchGap` existed (null) get it, in batches; once done, one indexed count. */
  async function fillFrenchGaps(kind: ContentKind): Promise<void> {
    for (;;) {
      const rows = await prisma.contentItem.findMany({
        where: { kind, frenchGap: null },
        select: { id: true, draft: true, englishChangedAt: true, frenchChangedAt: true },
        take: ADOPT_BATCH,
      });
      if (rows.length === 0) return;
      for (const gap of [true, false]) {
        const ids = rows.filter((r) => frenchGapOf(r.draft, r.englishChangedAt, r.frenchChangedAt) === gap);
        await prisma.contentItem.updateMany({ where: { id: { in: ids.map((r) => r.id) } }, data: { frenchGap: gap } });
      }
    }
  }

  async function find(kind: ContentKind, id: string, tx: Tx | PrismaClient = prisma): Promise<ItemRow> {
    const row = await tx.contentItem.findFirst({ where: { id, kind } });
    if (!row) throw notFound();
    return row;
  }

  /** The row locked for the rest of the transaction, so two publishes of one item run one after the other. */
  async function lock(tx: Tx, kind: ContentKind, id: string): Promise<ItemRow> {
    await tx.$queryRaw`SELECT 1 FROM "ContentItem" WHERE id = ${id}::uuid FOR UPDATE`;
    return find(kind, id, tx);
  }

  async function checked(adapter: ContentAdapter, tx: Tx, draft: unknown, liveKey: string | null): Promise<Data> {
    const parsed = adapter.schema.safeParse(draft);
    if (!parsed.success) throw invalid(schemaProblems(parsed.error));
    const problems = (await adapter.check?.(tx, parsed.data, liveKey)) ?? {};
    if (Object.keys(problems).length > 0) throw invalid(problems);
    return parsed.data;
  }

  const notify = (tx: Tx, kind: ContentKind) => tx.$executeRaw`SELECT pg_notify(${CONTENT_CHANNEL}, ${kind})`;

  const audit = (tx: Tx, context: AuditContext, action: string, row: ItemRow, meta: Data) =>
    recordAudit(tx, {
      ...context,
      action,
      targetType: 'content',
      targetId: row.id,
      meta: { kind: row.kind, title: row.title, ...meta } as Prisma.InputJsonValue,
    });

  const publishedData = async (tx: Tx | PrismaClient, row: ItemRow): Promise<Data | null> => {
    if (!row.publishedVersion) return null;
    const version = await tx.contentVersion.findUnique({
      where: { itemId_number: { itemId: row.id, number: row.publishedVersion } },
    });
    return (version?.data as Data | undefined) ?? null;
  };

  /** Writes checked data to the live table(s), appends its version and marks the item published (one transaction). */
  async function publishRow(tx: Tx, adapter: ContentAdapter, row: ItemRow, data: Data, context: AuditContext) {
    const before = await publishedData(tx, row);
    const liveKey = await adapter.publish(tx, data, row.liveKey, {
      figuresCheckedAt: row.figuresCheckedAt,
      now: now(),
    });
    const last = await tx.contentVersion.aggregate({ where: { itemId: row.id }, _max: { number: true } });
    const number = (last._max.number ?? 0) + 1;
    await tx.contentVersion.create({
      data: {
        itemId: row.id,
        number,
        data: data as Prisma.InputJsonValue,
        publishedById: context.actorId,
        publishedAt: now(),
      },
    });
    const updated = await tx.contentItem.update({
      where: { id: row.id },
      data: { liveKey, status: 'published', publishedVersion: number, hasChanges: false, updatedById: context.actorId },
    });
    await audit(tx, context, 'content.publish', updated, { number, ...changedFields(before, data) });
    await notify(tx, adapter.kind);
    return updated;
  }

  return {
    async list(kind: ContentKind, query: ContentListQuery): Promise<ContentListResponse> {
      await adopt(adapterOf(kind));
      const where: Prisma.ContentItemWhereInput = {
        kind,
        ...(query.status && { status: query.status }),
        // A title or name, or a slug (lower case, kept in the draft).
        ...(query.q && {
          OR: [
            { title: { contains: query.q, mode: 'insensitive' } },
            { draft: { path: ['slug'], string_contains: query.q.toLowerCase() } },
          ],
        }),
      };
      if (query.french === 'missing') {
        await fillFrenchGaps(kind);
        where.frenchGap = true;
      }
      const [count, rows] = await Promise.all([
        prisma.contentItem.count({ where }),
        prisma.contentItem.findMany({
          where,
          orderBy: [{ title: 'asc' }, { id: 'asc' }],
          skip: (query.page - 1) * query.per_page,
          take: query.per_page,
        }),
      ]);
      const items: ContentListItem[] = rows.map((row) => ({ ...metaOf(row), title: row.title }));
      return {
        data: items,
        meta: {
          page: query.page,
          per_page: query.per_page,
          total: count,
          last_page: Math.max(1, Math.ceil(count / query.per_page)),
        },
      };
    },

    async get(kind: ContentKind, id: string): Promise<Data & ContentMeta> {
      await adopt(adapterOf(kind));
      const row = await find(kind, id);
      return { ...(row.draft as Data), ...metaOf(row) };
    },

    async create(kind: ContentKind, fields: Data, context: AuditContext): Promise<{ id: string; version: number }> {
      const adapter = adapterOf(kind);
      const data = adapter.schema.parse(fields);
      return prisma.$transaction(async (tx) => {
        const row = await tx.contentItem.create({
          data: { kind, ...draftWrite(adapter, data, now()), updatedById: context.actorId },
        });
        await audit(tx, context, 'content.create', row, { after: data });
        return { id: row.id, version: row.version };
      });
    },

    /** Saves the draft over the version the editor opened; another version is 409 EDIT_CONFLICT, nothing saved. */
    async save(
      kind: ContentKind,
      id: string,
      { version, figuresChecked, fields }: { version: number; figuresChecked?: boolean; fields: Data },
      context: AuditContext,
    ): Promise<Data & ContentMeta> {
      const adapter = adapterOf(kind);
      const data = adapter.schema.parse(fields);
      return prisma.$transaction(async (tx) => {
        const row = await lock(tx, kind, id);
        if (row.version !== version)
          throw new HttpError(409, 'EDIT_CONFLICT', text('content.editConflict', { version: row.version }));
        const before = row.draft as Data;
        const at = now();
        const published = await publishedData(tx, row);
        const saved = await tx.contentItem.update({
          where: { id },
          data: {
            ...draftWrite(adapter, data, at, row),
            version: { increment: 1 },
            hasChanges: !published || !sameData(published, data),
            updatedById: context.actorId,
            ...(figuresChecked && { figuresCheckedAt: at }),
          },
        });
        await audit(tx, context, 'content.save', saved, {
          version: saved.version,
          ...changedFields(before, data),
          ...(figuresChecked && { figuresChecked: true }),
        });
        return { ...data, ...metaOf(saved) };
      });
    },

    /** The draft goes live: validated, written to the live table(s), numbered, audited and announced. */
    async publish(kind: ContentKind, id: string, context: AuditContext): Promise<Data & ContentMeta> {
      const adapter = adapterOf(kind);
      const saved = await prisma.$transaction(async (tx) => {
        const row = await lock(tx, kind, id);
        const data = await checked(adapter, tx, row.draft, row.liveKey);
        const updated = await publishRow(tx, adapter, row, data, context);
        return { ...data, ...metaOf(updated) };
      });
      changed(kind);
      return saved;
    },

    /** Makes sure every live row of the kind has its item (as list and get do), for callers that read items. */
    adopt: (kind: ContentKind) => adopt(adapterOf(kind)),

    /**
     * In the caller's transaction, `data` (already checked) becomes the draft of item `id` (a new item when null)
     * and is published at once: the bulk import's step (./import-export/), audited and announced as a publish is.
     * The caller emits the local change after its transaction commits.
     */
    async saveAndPublish(tx: Tx, kind: ContentKind, id: string | null, data: Data, context: AuditContext) {
      const adapter = adapterOf(kind);
      let row: ItemRow;
      if (id === null) {
        row = await tx.contentItem.create({
          data: { kind, ...draftWrite(adapter, data, now()), updatedById: context.actorId },
        });
      } else {
        const before = await lock(tx, kind, id);
        row = await tx.contentItem.update({
          where: { id },
          data: {
            ...draftWrite(adapter, data, now(), before),
            version: { increment: 1 },
            updatedById: context.actorId,
          },
        });
      }
      return publishRow(tx, adapter, row, data, context);
    },

    async unpublish(kind: ContentKind, id: string, context: AuditContext): Promise<Data & ContentMeta> {
      const adapter = adapterOf(kind);
      const saved = await prisma.$transaction(async (tx) => {
        const row = await lock(tx, kind, id);
        if (!adapter.unpublish) throw new HttpError(409, 'CONFLICT', text('content.cannotUnpublish'));
        if (row.status !== 'published' || !row.liveKey)
          throw new HttpError(409, 'CONFLICT', text('content.notPublished'));
        await adapter.unpublish(tx, row.liveKey);
        const updated = await tx.contentItem.update({
          where: { id },
          data: { status: 'unpublished', updatedById: context.actorId },
        });
        await audit(tx, context, 'content.unpublish', updated, { number: row.publishedVersion });
        await notify(tx, kind);
        return { ...(updated.draft as Data), ...metaOf(updated) };
      });
      changed(kind);
      return saved;
    },

    /**
     * The draft as its public page would show it: written to the live tables in a transaction that is rolled back
     * once `read` has read the public answer (./content-previews.ts). Nothing is kept, announced or audited.
     */
    async preview(kind: ContentKind, id: string, read: (tx: Tx, data: Data) => Promise<unknown>): Promise<unknown> {
      const adapter = adapterOf(kind);
      // An Error, so that Prisma rolls the transaction back as it does for any failure.
      const rollback = new Error('preview read: rolled back');
      let answer: unknown;
      try {
        await prisma.$transaction(async (tx) => {
          const row = await find(kind, id, tx);
          const data = await checked(adapter, tx, row.draft, row.liveKey);
          await adapter.publish(tx, data, row.liveKey, { figuresCheckedAt: row.figuresCheckedAt, now: now() });
          answer = await read(tx, data);
          throw rollback;
        });
      } catch (error) {
        if (error !== rollback) throw error;
      }
      return answer;
    },

    async versions(kind: ContentKind, id: string): Promise<ContentVersionsResponse> {
      const row = await find(kind, id);
      const versions = await prisma.contentVersion.findMany({ where: { itemId: id }, orderBy: { number: 'desc' } });
      const people = await prisma.user.findMany({
        where: { id: { in: versions.flatMap((v) => (v.publishedById ? [v.publishedById] : [])) } },
        select: { id: true, firstname: true, lastname: true },
      });
      const name = new Map(people.map((p) => [p.id, `${p.firstname} ${p.lastname}`.trim()]));
      return {
        data: versions.map((v) => ({
          number: v.number,
          publishedAt: v.publishedAt.toISOString(),
          publishedBy: v.publishedById ? (name.get(v.publishedById) ?? null) : null,
          live: row.status === 'published' && row.publishedVersion === v.number,
        })),
      };
    },

    /** A published version becomes the draft again (publishing it then makes a new version). */
    async restore(kind: ContentKind, id: string, number: number, context: AuditContext): Promise<Data & ContentMeta> {
      const adapter = adapterOf(kind);
      return prisma.$transaction(async (tx) => {
        const row = await lock(tx, kind, id);
        const version = await tx.contentVersion.findUnique({ where: { itemId_number: { itemId: id, number } } });
        if (!version) throw new HttpError(404, 'NOT_FOUND', text('content.noSuchVersion', { number }));
        const data = version.data as Data;
        const before = row.draft as Data;
        const updated = await tx.contentItem.update({
          where: { id },
          data: {
            ...draftWrite(adapter, data, now(), row),
            version: { increment: 1 },
            hasChanges: row.publishedVersion !== number || row.status !== 'published',
            updatedById: context.actorId,
          },
        });
        await audit(tx, context, 'content.restore', updated, { number, ...changedFields(before, data) });
        return { ...data, ...metaOf(updated) };
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
