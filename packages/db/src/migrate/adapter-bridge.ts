import { PrismaPg } from '@prisma/adapter-pg';
import type {
  ConnectionInfo,
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { createCharAwarePool, restoreCharColumns } from './char-columns.js';

/** A throwaway database the engine may replay migrations into; released after use. */
export interface ShadowDatabase {
  url: string;
  release(): Promise<void>;
}

const ADAPTER_NAME = '@prisma/adapter-pg';

/**
 * adapter-pg for the schema engine, with its two gaps bridged: scripts run whole (see executeScript),
 * and `"char"` columns are readable (see char-columns.ts). It also owns every pool it opens, so the
 * caller can close them all when the engine is done (adapter-pg's own connectToShadowDb leaks one).
 */
export class MigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres';
  readonly adapterName = ADAPTER_NAME;
  private readonly open = new Set<BridgedAdapter>();

  constructor(
    private readonly url: string,
    private readonly openShadow: () => Promise<ShadowDatabase>,
  ) {}

  async connect(): Promise<SqlDriverAdapter> {
    return this.track(await openAdapter(this.url, async () => undefined));
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const shadow = await this.openShadow();
    try {
      return this.track(await openAdapter(shadow.url, () => shadow.release()));
    } catch (error) {
      await shadow.release();
      throw error;
    }
  }

  async close(): Promise<void> {
    const adapters = [...this.open];
    this.open.clear();
    await Promise.all(adapters.map((adapter) => adapter.dispose()));
  }

  private track(adapter: BridgedAdapter): BridgedAdapter {
    this.open.add(adapter);
    return adapter;
  }
}

async function openAdapter(url: string, afterDispose: () => Promise<void>): Promise<BridgedAdapter> {
  // One connection: the engine's advisory lock is per session, and on the embedded Postgres (one
  // shared backend) a second connection would only queue behind the first.
  const pool = createCharAwarePool({ connectionString: url, max: 1, connectionTimeoutMillis: 30_000 });
  const inner = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  return new BridgedAdapter(inner, afterDispose);
}

class BridgedAdapter implements SqlDriverAdapter {
  readonly provider = 'postgres';
  readonly adapterName = ADAPTER_NAME;
  private disposed: Promise<void> | undefined;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly afterDispose: () => Promise<void>,
  ) {}

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return restoreCharColumns(await this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  /**
   * adapter-pg splits scripts on every `;`, which cuts `$$` bodies apart and commits each statement on
   * its own. A parameterless query goes over Postgres's simple protocol instead: the whole script in
   * one round trip, run as one implicit transaction, so a failing migration leaves nothing behind.
   */
  async executeScript(script: string): Promise<void> {
    await this.inner.executeRaw({ sql: script, args: [], argTypes: [] });
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    return new BridgedTransaction(await this.inner.startTransaction(isolationLevel));
  }

  getConnectionInfo(): ConnectionInfo {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: true };
  }

  dispose(): Promise<void> {
    this.disposed ??= this.inner.dispose().finally(() => this.afterDispose());
    return this.disposed;
  }
}

class BridgedTransaction implements Transaction {
  readonly provider = 'postgres';
  readonly adapterName = ADAPTER_NAME;

  constructor(private readonly inner: Transaction) {}

  get options() {
    return this.inner.options;
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return restoreCharColumns(await this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.inner.executeRaw(query);
  }

  commit(): Promise<void> {
    return this.inner.commit();
  }

  rollback(): Promise<void> {
    return this.inner.rollback();
  }

  async createSavepoint(name: string): Promise<void> {
    await this.inner.createSavepoint?.(name);
  }

  async rollbackToSavepoint(name: string): Promise<void> {
    await this.inner.rollbackToSavepoint?.(name);
  }

  async releaseSavepoint(name: string): Promise<void> {
    await this.inner.releaseSavepoint?.(name);
  }
}
