// A Durable Object's storage for unit tests of the dealer organisation's object
// (src/lib/dealer-state/dealer-state.do.ts): SQL through node:sqlite, and the alarm it sets.
import { DatabaseSync } from 'node:sqlite';

export function objectStorage() {
  const db = new DatabaseSync(':memory:');
  let alarm: number | null = null;
  const sql = {
    exec<Row>(query: string, ...bindings: unknown[]) {
      const rows = bindings.length === 0 && query.includes(';') && !/RETURNING/i.test(query) ? (db.exec(query), []) : (db.prepare(query).all(...(bindings as never[])) as Row[]);
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
