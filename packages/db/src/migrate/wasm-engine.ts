import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';
import type * as EngineGlue from '@prisma/schema-engine-wasm/schema_engine_bg';
import { MigrationAdapterFactory, type ShadowDatabase } from './adapter-bridge.js';
import { openShadowDatabase } from './shadow-database.js';

type EngineModule = typeof EngineGlue;

// The package targets bundlers (`import * as wasm from './<name>.wasm'`), which Node cannot do; we wire the
// wasm-bindgen glue to the instance by hand. The promise lives on globalThis because the glue module is
// a process-wide singleton: instantiating it twice (e.g. once per vitest test file) would swap the
// memory out from under an engine that is still running.
const MODULE_KEY = Symbol.for('@studychina/db/schema-engine-wasm');
const PANIC_KEY = Symbol.for('@studychina/db/schema-engine-panic');
type Globals = typeof globalThis & {
  [MODULE_KEY]?: Promise<EngineModule>;
  [PANIC_KEY]?: string;
  PRISMA_WASM_PANIC_REGISTRY?: { set_message(message: string): void };
};
const globals = globalThis as Globals;

// Node has WebAssembly, but our lib settings (ES2023, no DOM) carry no types for it.
interface WasmApi {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
const { WebAssembly: wasmApi } = globalThis as unknown as { WebAssembly: WasmApi };

const panicRegistry = {
  set_message(message: string) {
    globals[PANIC_KEY] = message;
  },
};

/**
 * Without a registry the glue reports a Rust panic as "cannot read properties of undefined". Installed
 * before each use because the Prisma client installs its own when its module loads.
 */
function installPanicRegistry(): void {
  if (globals.PRISMA_WASM_PANIC_REGISTRY !== panicRegistry) globals.PRISMA_WASM_PANIC_REGISTRY = panicRegistry;
}

function loadEngineModule(): Promise<EngineModule> {
  globals[MODULE_KEY] ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue: EngineModule = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(join(dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': withUnrefTimers(glue) });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return globals[MODULE_KEY];
}

/**
 * The engine arms a 10 s timer around its database work and never clears it (the glue imports no
 * clearTimeout), which kept every finished `deploy` alive for 10 s. Unreferenced, the timers no longer
 * hold the process; while the engine works, its open connections do.
 */
function withUnrefTimers(glue: EngineModule): Record<string, unknown> {
  const imports: Record<string, unknown> = { ...glue };
  for (const name of Object.keys(glue).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  return imports;
}

export interface EngineTarget {
  /** The database the engine works on. */
  url: string;
  schemaPath: string;
  /** Where migrations may be replayed (diff); default: a temporary database beside `url`. */
  openShadow?: () => Promise<ShadowDatabase>;
}

/**
 * Runs `work` with a fresh engine bound to the target database, then frees the engine and closes
 * every pool it opened, so a CLI process can exit and a test leaves no sockets behind.
 */
export async function withSchemaEngine<T>(
  target: EngineTarget,
  work: (engine: SchemaEngine, schemaFile: { path: string; content: string }) => Promise<T>,
): Promise<T> {
  const glue = await loadEngineModule();
  installPanicRegistry();
  const schemaFile = { path: resolve(target.schemaPath), content: '' };
  schemaFile.content = await readFile(schemaFile.path, 'utf8');
  const openShadow = target.openShadow ?? (() => openShadowDatabase(target.url));
  const factory = new MigrationAdapterFactory(target.url, openShadow);
  let engine: SchemaEngine | undefined;
  try {
    engine = await glue.SchemaEngine.new(
      { datamodels: [[schemaFile.path, schemaFile.content]] },
      () => undefined, // engine tracing; errors carry their own message
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    return await work(engine, schemaFile);
  } catch (error) {
    throw toEngineError(error);
  } finally {
    try {
      engine?.free();
    } catch {
      // After a panic the engine is still "borrowed" and cannot be freed; the panic is the error to report.
    }
    await factory.close();
  }
}

/** The engine rejects with plain objects or wasm RuntimeErrors; give callers a real Error with the cause. */
function toEngineError(error: unknown): Error {
  const panic = globals[PANIC_KEY];
  globals[PANIC_KEY] = undefined;
  if (panic) return new Error(`Prisma schema engine panicked: ${panic}`, { cause: error });
  if (error instanceof Error) return error;
  const record = (error ?? {}) as { message?: unknown; error_code?: unknown; errorCode?: unknown };
  const code = record.error_code ?? record.errorCode;
  const message = typeof record.message === 'string' ? record.message : JSON.stringify(error);
  return Object.assign(new Error(code ? `${String(code)}: ${message}` : message, { cause: error }), {
    code,
  });
}
