import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  url: string;
  /** Fail a connection attempt after this long instead of hanging when the database is down. */
  connectionTimeoutMs?: number;
  /**
   * Kill a statement that runs longer than this (Postgres's statement_timeout: the server cancels it
   * and the connection stays usable).
   */
  statementTimeoutMs?: number;
  /**
   * Give up waiting for the answer to a query after this long, on our side: the deadline that still
   * holds when the server itself is stuck (frozen, partitioned) and statement_timeout never fires. The
   * connection is then discarded. Default: statementTimeoutMs + 0.5 s, so a live server cancels first.
   */
  queryTimeoutMs?: number;
  /** Pool size. */
  max?: number;
}

export function createPrismaClient(options: PrismaClientOptions): PrismaClient {
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const adapter = new PrismaPg({
    connectionString: options.url,
    // pg-pool applies it to both opening a connection and waiting for a free one (the acquire timeout).
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: options.queryTimeoutMs ?? statementTimeoutMs + 500,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

export { PrismaClient };
export type * from './generated/prisma/client.js';
