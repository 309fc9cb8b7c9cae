// The Partner API's webhook to the portal (the portal's ADR 0060), as the stand-in makes it: every
// FEED_MS it reads what changed since it last looked (each lead table's updated_at, each user's
// point balance) and posts one signed event per change to the portal's /webhooks/partner. Changes
// made before it started are not sent. A portal that does not answer loses the event (the portal's
// pages still show the truth on their next load); a real provider would retry.
import type { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { SIGNATURE_HEADER, signWebhook } from '../../../src/lib/dealer-state/webhook.ts';
import type { LiveEvent } from '../../../src/lib/dealer-state/live-events.ts';

const FEED_MS = 100;

const TABLES = [
  { product: 'blanco', table: 'leads', phase: 'second_chance_phase' },
  { product: 'leasing', table: 'leasing_leads', phase: null },
  { product: 'inventoryFinancing', table: 'business_finance_leads', phase: null },
] as const;

interface LeadChange {
  id: string;
  reference: string;
  status: string;
  phase: string | null;
  updated_at: number;
  organization_number: string;
  country_code: string;
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

/** What a lead's change means to a dealer: signed and paid out by name, any other status as such, else its second chance. */
function leadEvent(product: LiveEvent['product'], row: LeadChange, before: { status: string; phase: string | null } | undefined): LiveEvent | null {
  const base = {
    organisation: `${row.country_code}:${row.organization_number}`,
    userId: null,
    product,
    id: row.id,
    reference: row.reference,
    points: null,
  } as const;
  if (!before || before.status !== row.status) {
    const type = row.status === 'SIGNED' ? 'signed' : row.status === 'PAID_OUT' ? 'paidOut' : 'leadStatus';
    return { ...base, type, status: row.status };
  }
  if (before.phase !== row.phase) return { ...base, type: 'secondChance', status: row.phase };
  return null;
}

export function startChangeFeed(db: DatabaseSync, target: WebhookTarget): () => void {
  const seen = new Map<string, { status: string; phase: string | null; updatedAt: number }>();
  const since = new Map<string, number>();
  const balances = new Map<string, number>();
  const select = (table: (typeof TABLES)[number]) =>
    db.prepare(`SELECT l.id, l.reference, l.status, ${table.phase ? `l.${table.phase}` : 'NULL'} AS phase, l.updated_at, d.organization_number, d.country_code
      FROM ${table.table} l JOIN dealers d ON d.id = l.dealer_id WHERE l.updated_at >= ?`);
  const ordersQuery = db.prepare(`SELECT o.id, o.number, o.result, o.user_id, o.created_at, d.organization_number, d.country_code
    FROM shop_orders o JOIN dealers d ON d.id = o.dealer_id WHERE o.created_at >= ?`);
  const purchasesQuery = db.prepare(`SELECT p.id, p.reference, p.created_at, p.picked_up_at, d.organization_number, d.country_code
    FROM market_purchases p JOIN dealers d ON d.id = p.dealer_id WHERE p.created_at >= ? OR p.picked_up_at >= ?`);
  const usersQuery = db.prepare(`SELECT u.id, u.point_balance, d.organization_number, d.country_code FROM users u JOIN dealers d ON d.id = u.dealer_id`);

  const send = (event: LiveEvent) => {
    const body = JSON.stringify({ id: randomUUID(), event });
    void signWebhook(target.secret, body, Math.floor(Date.now() / 1000))
      .then((signature) => fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, body }))
      .catch(() => undefined);
  };

  const seenOrders = new Set<string>();
  const seenPurchases = new Map<string, number | null>();
  let ordersSince = 0;
  let purchasesSince = 0;
  const look = (announce: boolean) => {
    for (const order of ordersQuery.all(ordersSince) as {
      id: string;
      number: string;
      result: string;
      user_id: string;
      created_at: number;
      organization_number: string;
      country_code: string;
    }[]) {
      ordersSince = Math.max(ordersSince, order.created_at);
      if (seenOrders.has(order.id)) continue;
      seenOrders.add(order.id);
      if (announce)
        send({
          type: 'orderResult',
          organisation: `${order.country_code}:${order.organization_number}`,
          userId: order.user_id,
          product: null,
          id: order.id,
          reference: null,
          status: order.result,
          points: null,
        });
    }
    for (const purchase of purchasesQuery.all(purchasesSince, purchasesSince) as {
      id: string;
      reference: string;
      created_at: number;
      picked_up_at: number | null;
      organization_number: string;
      country_code: string;
    }[]) {
      purchasesSince = Math.max(purchasesSince, purchase.created_at, purchase.picked_up_at ?? 0);
      if (seenPurchases.has(purchase.id) && seenPurchases.get(purchase.id) === purchase.picked_up_at) continue;
      seenPurchases.set(purchase.id, purchase.picked_up_at);
      if (announce)
        send({
          type: 'purchase',
          organisation: `${purchase.country_code}:${purchase.organization_number}`,
          userId: null,
          product: null,
          id: purchase.id,
          reference: null,
          status: purchase.picked_up_at ? 'PICKED_UP' : 'BOUGHT',
          points: null,
        });
    }
    for (const table of TABLES) {
      const rows = select(table).all(since.get(table.table) ?? 0) as unknown as LeadChange[];
      for (const row of rows) {
        const before = seen.get(row.id);
        if (before && before.updatedAt === row.updated_at) continue;
        const event = announce ? leadEvent(table.product, row, before) : null;
        seen.set(row.id, { status: row.status, phase: row.phase, updatedAt: row.updated_at });
        since.set(table.table, Math.max(since.get(table.table) ?? 0, row.updated_at));
        if (event) send(event);
      }
    }
    for (const user of usersQuery.all() as { id: string; point_balance: number; organization_number: string; country_code: string }[]) {
      const before = balances.get(user.id);
      balances.set(user.id, user.point_balance);
      if (announce && before !== undefined && before !== user.point_balance) {
        send({
          type: 'pointBalance',
          organisation: `${user.country_code}:${user.organization_number}`,
          userId: user.id,
          product: null,
          id: null,
          reference: null,
          status: null,
          points: user.point_balance,
        });
      }
    }
  };
  look(false);
  const timer = setInterval(() => {
    try {
      look(true);
    } catch (error) {
      console.error('webhook change feed:', error);
    }
  }, FEED_MS);
  return () => clearInterval(timer);
}
