import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  url: string;
  /** Fail a connection attempt after this long instead of hanging when the database is down. */
  connectionTimeoutMs?: number;
  /** Kill a statement that runs longer than this. */
  statementTimeoutMs?: number;
  /** Pool size. */
  max?: number;
}

export function createPrismaClient(options: PrismaClientOptions): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: options.url,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}

export { PrismaClient };
export type * from './generated/prisma/client.js';
