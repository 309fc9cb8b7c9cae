// A Durable Object's storage for unit tests of the dealer organisation's object
// (src/lib/dealer-state/dealer-state.do.ts): SQL through node:sqlite, and the alarm it sets.
import { DatabaseSync } from 'node:sqlite';

export function objectStorage() {
  const db = new DatabaseSync(':memory:');
  let alarm: number | null = null;
  const sql = {
    exec<Row>(query: string, ...bindings: unknown[]) {
      const rows =
        bindings.length === 0 && query.includes(';') && !/RETURNING/i.test(query)
          ? (db.exec(query), [])
          : (db.prepare(query).all(...(bindings as never[])) as Row[]);
      return { toArray: () => rows as Row[], one: () => rows[0] as Row };
    },
  };
  return {
    db,
    alarmAt: () => alarm,
    ctx: { storage: { sql, getAlarm: async () => alarm, setAlarm: async (at: number) => void (alarm = at) } },
  };
}

/** The `cloudflare:workers` base class the object extends, for `vi.mock`. */
export class DurableObjectBase {
  protected readonly ctx: unknown;
  protected readonly env: unknown;
  constructor(ctx: unknown, env: unknown) {
    this.ctx = ctx;
    this.env = env;
  }
}

type DealerStateObject = InstanceType<typeof import('../../src/lib/dealer-state/dealer-state.do').DealerState>;

/**
 * The worker's `cloudflare:workers` for unit tests of what reaches the dealer organisations'
 * objects: `env` with the DEALER_STATE namespace (each named object a real DealerState over
 * node:sqlite, every method answering a promise as RPC does) and LOOKUP_AUDIT_KEY, and
 * `waitUntil` collecting the work left after a response. Use with
 * `vi.mock('cloudflare:workers', async () => (await import('../support/dealer-state-storage')).workerModule())`.
 */
// One per test file even across vi.resetModules(), which loads this module anew for the mock.
const shared = globalThis as { dealerStateWorker?: unknown };
export const worker = (shared.dealerStateWorker ??= {
  env: {} as Record<string, unknown>,
  background: [] as Promise<unknown>[],
  objects: new Map<string, DealerStateObject>(),
  asked: [] as string[],
  jurisdictions: [] as string[],
  unreachable: false,
  /** Each test starts with no objects, nothing asked and the local deployment's vars. */
  async reset(): Promise<void> {
    const { DealerState } = await import('../../src/lib/dealer-state/dealer-state.do');
    worker.objects = new Map();
    worker.asked = [];
    worker.jurisdictions = [];
    worker.unreachable = false;
    worker.background.length = 0;
    for (const key of Object.keys(worker.env)) delete worker.env[key];
    worker.env.LOOKUP_AUDIT_KEY = 'unit-test-lookup-key';
    const space = {
      idFromName: (name: string) => name,
      get(name: string) {
        worker.asked.push(name);
        if (!worker.objects.has(name)) worker.objects.set(name, new DealerState(objectStorage().ctx as never, {}));
        const object = worker.objects.get(name)!;
        return new Proxy(object, {
          get:
            (target, method: string) =>
            async (...args: unknown[]) => {
              if (worker.unreachable) throw new Error('object unreachable');
              return (target[method as keyof DealerStateObject] as (...a: unknown[]) => unknown).apply(target, args);
            },
        });
      },
      jurisdiction(name: string) {
        worker.jurisdictions.push(name);
        return space;
      },
    };
    worker.env.DEALER_STATE = space;
  },
}) as DealerStateWorker;

interface DealerStateWorker {
  env: Record<string, unknown>;
  background: Promise<unknown>[];
  objects: Map<string, DealerStateObject>;
  asked: string[];
  jurisdictions: string[];
  unreachable: boolean;
  reset(): Promise<void>;
}

export const workerModule = () => ({
  DurableObject: DurableObjectBase,
  env: worker.env,
  waitUntil: (task: Promise<unknown>) => void worker.background.push(task),
});
