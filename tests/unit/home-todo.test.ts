import { describe, expect, it } from 'vitest';
import { TODO_PRODUCT, TODO_STATUSES, UNSIGNED_DAYS, todoList, todoOf, todoProductsOf, type TodoLead } from '../../src/lib/home/todo';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const lead = (over: Partial<TodoLead>): TodoLead => ({ id: 'l1', reference: 'BL-1', name: 'Maria Holmgren', status: 'APPROVED', updatedAt: at(DAY), contractSentAt: null, ...over });

describe('what waits for the dealer on Home', () => {
  it('an approved lead: send the contract; documents asked: upload them; a call asked: call us', () => {
    expect(todoOf('blanco', lead({ status: 'APPROVED' }), NOW)).toMatchObject({ kind: 'sendContract', product: 'blanco', reference: 'BL-1', days: 1 });
    expect(todoOf('leasing', lead({ status: 'SUPPLEMENT' }), NOW)?.kind).toBe('supplement');
    expect(todoOf('blanco', lead({ status: 'SUPPLEMENT_ACTION' }), NOW)?.kind).toBe('supplement');
    expect(todoOf('leasing', lead({ status: 'SUPPLEMENT_CONTACT_US' }), NOW)?.kind).toBe('callUs');
  });

  it('a contract unsigned for exactly three days is a reminder; a minute short of it is not yet', () => {
    expect(UNSIGNED_DAYS).toBe(3);
    expect(todoOf('blanco', lead({ status: 'SENT_TO_CUSTOMER', contractSentAt: at(3 * DAY) }), NOW)).toMatchObject({ kind: 'unsigned', days: 3, since: at(3 * DAY) });
    expect(todoOf('blanco', lead({ status: 'SENT_TO_CUSTOMER', contractSentAt: at(3 * DAY - 60_000) }), NOW)).toBeNull();
    expect(todoOf('leasing', lead({ status: 'SENT_TO_CUSTOMER', contractSentAt: at(10 * DAY) }), NOW)?.days).toBe(10);
  });

  it('counts an unsigned contract from when it was last sent, not from the lead’s last change', () => {
    expect(todoOf('blanco', lead({ status: 'SENT_TO_CUSTOMER', updatedAt: at(9 * DAY), contractSentAt: at(DAY) }), NOW)).toBeNull();
    expect(todoOf('blanco', lead({ status: 'SENT_TO_CUSTOMER', contractSentAt: null }), NOW)).toBeNull();
  });

  it('leads on their way, done or stopped wait for nobody', () => {
    for (const status of ['PROCESSING', 'MANUAL_INSPECTION', 'SIGNED', 'PAID_OUT', 'DENIED', 'EXPIRED'] as const) {
      expect(todoOf('blanco', lead({ status }), NOW)).toBeNull();
    }
  });

  it('asks each product for exactly the statuses that can wait for the dealer', () => {
    expect([...TODO_STATUSES].sort()).toEqual(['APPROVED', 'SENT_TO_CUSTOMER', 'SUPPLEMENT', 'SUPPLEMENT_ACTION', 'SUPPLEMENT_CONTACT_US']);
  });

  it('lists every product’s items together, the newest first', () => {
    const items = [
      todoOf('leasing', lead({ id: 'u', status: 'SENT_TO_CUSTOMER', contractSentAt: at(5 * DAY) }), NOW)!,
      todoOf('leasing', lead({ id: 's', status: 'SUPPLEMENT', updatedAt: at(2 * DAY) }), NOW)!,
      todoOf('blanco', lead({ id: 'new', status: 'APPROVED', updatedAt: at(DAY) }), NOW)!,
      todoOf('leasing', lead({ id: 'old', status: 'APPROVED', updatedAt: at(4 * DAY) }), NOW)!,
      todoOf('blanco', lead({ id: 'c', status: 'SUPPLEMENT_CONTACT_US', updatedAt: at(DAY) }), NOW)!,
    ];
    expect(todoList(items).map((item) => item.id)).toEqual(['new', 'c', 's', 'old', 'u']);
  });

  it('shows loans to BLANCO and leases to LEASING, each opening its own details page', () => {
    expect(todoProductsOf(['BLANCO', 'LEASING', 'BUSINESS_FINANCE'])).toEqual(['blanco', 'leasing']);
    expect(todoProductsOf(['LEASING'])).toEqual(['leasing']);
    expect(todoProductsOf(['BUSINESS_FINANCE', 'POINT_SHOP'])).toEqual([]);
    expect(TODO_PRODUCT.blanco.details).toBe('BlancoDetails');
    expect(TODO_PRODUCT.leasing.list).toBe('Leasing');
  });
});
