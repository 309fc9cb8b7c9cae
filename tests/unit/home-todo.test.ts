import { describe, expect, it } from 'vitest';
import {
  NEAR_MAX_DAYS_LEFT,
  pickUpTodo,
  secondChanceTodo,
  stockCarTodo,
  TODO_KINDS,
  TODO_SOURCES,
  TODO_STATUSES,
  todoCounts,
  todoView,
  TODO_SHOWN,
  todoList,
  todoOf,
  todoSourcesOf,
  todoTarget,
  UNSIGNED_DAYS,
  type StockCar,
  type TodoLead,
  type TodoSource,
} from '../../src/lib/home/todo';
import { LOCALES, translator } from '../../src/lib/i18n';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const lead = (over: Partial<TodoLead>): TodoLead => ({
  id: 'l1',
  reference: 'BL-1',
  name: 'Maria Holmgren',
  status: 'APPROVED',
  updatedAt: at(DAY),
  contractSentAt: null,
  ...over,
});

describe('what waits for the dealer on Home', () => {
  it('an approved lead: send the contract; documents asked: upload them; a call asked: call us', () => {
    expect(todoOf('blanco', lead({ status: 'APPROVED' }), NOW)).toMatchObject({ kind: 'sendContract', source: 'blanco', reference: 'BL-1', days: 1 });
    expect(todoOf('leasing', lead({ status: 'SUPPLEMENT' }), NOW)?.kind).toBe('supplement');
    expect(todoOf('blanco', lead({ status: 'SUPPLEMENT_ACTION' }), NOW)?.kind).toBe('supplement');
    expect(todoOf('leasing', lead({ status: 'SUPPLEMENT_CONTACT_US' }), NOW)?.kind).toBe('callUs');
  });

  it('a contract unsigned for exactly three days is a reminder; a minute short of it is not yet', () => {
    expect(UNSIGNED_DAYS).toBe(3);
    expect(todoOf('blanco', lead({ status: 'SENT_TO_CUSTOMER', contractSentAt: at(3 * DAY) }), NOW)).toMatchObject({
      kind: 'unsigned',
      days: 3,
      since: at(3 * DAY),
    });
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

  it('shows each source to its role, the marketplace only with its flag on, each item opening at its action', () => {
    expect(todoSourcesOf(['BLANCO', 'LEASING', 'BUSINESS_FINANCE', 'MARKET_PLACE'], true)).toEqual([
      'blanco',
      'leasing',
      'secondChance',
      'stockCars',
      'pickUps',
    ]);
    expect(todoSourcesOf(['BLANCO', 'MARKET_PLACE'], false)).toEqual(['blanco', 'secondChance']);
    expect(todoSourcesOf(['LEASING'], true)).toEqual(['leasing']);
    expect(todoSourcesOf(['POINT_SHOP', 'COMMISSION'], true)).toEqual([]);
    expect(TODO_SOURCES.leasing.list).toBe('Leasing');
    expect(todoTarget(todoOf('leasing', lead({}), NOW)!)).toEqual({ route: 'LeasingDetails', hash: '#next-step' });
    expect(todoTarget(todoOf('blanco', lead({}), NOW)!)).toEqual({ route: 'BlancoDetails', hash: '#next-step' });
    expect(todoTarget(secondChanceTodo({ id: 'l', reference: 'BL-2', applicantName: 'Ada', updatedAt: at(DAY) }, NOW))).toEqual({
      route: 'BlancoDetails',
      hash: '#second-chance-heading',
    });
    expect(todoTarget(stockCarTodo(car(150, 180), NOW)!)).toEqual({ route: 'InventoryFinancingPayment', hash: '' });
    expect(todoTarget(pickUpTodo({ id: 'p', reference: 'MP-1', car: 'Volvo V60', city: 'Umeå', purchasedAt: at(DAY) }, NOW))).toEqual({
      route: 'MarketPlacePurchase',
      hash: '#pick-up',
    });
  });
});

const car = (usedDays: number, maxCreditDays: number, over: Partial<StockCar> = {}): StockCar => ({
  id: 'c1',
  reference: 'LF-1',
  vehicle: 'Volvo XC60',
  updatedAt: at(usedDays * DAY),
  currency: 'SEK',
  financing: { usedDays, maxCreditDays, payOffAmount: 312_456.78 },
  ...over,
});

describe('the other sources of the to-do', () => {
  it('a financed car with exactly 30 days left is on the list with its days and what paying now costs; 31 days left is not', () => {
    expect(NEAR_MAX_DAYS_LEFT).toBe(30);
    expect(stockCarTodo(car(150, 180), NOW)).toMatchObject({
      kind: 'nearMaxDays',
      source: 'stockCars',
      name: 'Volvo XC60',
      usedDays: 150,
      maxDays: 180,
      payOffAmount: 312_456.78,
      currency: 'SEK',
    });
    expect(stockCarTodo(car(149, 180), NOW)).toBeNull();
    expect(stockCarTodo(car(120, 150), NOW)).toMatchObject({ maxDays: 150 });
    expect(stockCarTodo(car(180, 180), NOW)).toMatchObject({ usedDays: 180 });
    expect(stockCarTodo(car(180, 180, { financing: null }), NOW)).toBeNull();
  });

  it('second-chance offers and purchases waiting for pick-up count from their last change and purchase', () => {
    expect(secondChanceTodo({ id: 'l', reference: 'BL-2', applicantName: 'Ada Berg', updatedAt: at(2 * DAY), createdBy: { id: 'u-erik' } }, NOW)).toEqual({
      kind: 'secondChanceOffers',
      source: 'secondChance',
      id: 'l',
      reference: 'BL-2',
      name: 'Ada Berg',
      since: at(2 * DAY),
      days: 2,
      ownerId: 'u-erik',
    });
    expect(pickUpTodo({ id: 'p', reference: 'MP-123456', car: 'Volvo V60', city: 'Umeå', purchasedAt: at(DAY + 1) }, NOW)).toEqual({
      kind: 'pickUp',
      source: 'pickUps',
      id: 'p',
      reference: 'MP-123456',
      name: 'Volvo V60',
      city: 'Umeå',
      since: at(DAY + 1),
      days: 1,
      // A car bought is the company's: no one's own.
      ownerId: null,
    });
  });

  it('puts cars near their maximum first, the fewest days left first, then the rest newest first', () => {
    const items = [
      todoOf('blanco', lead({ id: 'new', updatedAt: at(60_000) }), NOW)!,
      stockCarTodo(car(155, 180, { id: 'car25' }), NOW)!,
      pickUpTodo({ id: 'pick', reference: 'MP-1', car: 'Saab', city: 'Umeå', purchasedAt: at(DAY) }, NOW),
      stockCarTodo(car(178, 180, { id: 'car2' }), NOW)!,
      secondChanceTodo({ id: 'offers', reference: 'BL-3', applicantName: 'Ada', updatedAt: at(2 * DAY) }, NOW),
    ];
    expect(todoList(items).map((item) => item.id)).toEqual(['car2', 'car25', 'new', 'pick', 'offers']);
  });
});

describe('the links to the rest of the to-do', () => {
  it('are named by what each list is filtered on, not by the product alone, in every language', () => {
    const sv = translator('sv-SE');
    const named = (source: TodoSource) => sv(TODO_SOURCES[source].moreKey, { product: sv(TODO_SOURCES[source].nameKey) });
    expect(named('blanco')).toBe('Privatlån som kräver åtgärd');
    expect(named('secondChance')).toBe('Lån med avslag (andra chansen)');
    expect(named('stockCars')).toBe('Finansierade bilar');
    expect(named('pickUps')).toBe('Köpta bilar att hämta');
    for (const locale of LOCALES)
      for (const source of Object.keys(TODO_SOURCES) as TodoSource[]) {
        const t = translator(locale);
        expect(t(TODO_SOURCES[source].moreKey, { product: t(TODO_SOURCES[source].nameKey) }), `${locale} ${source}`).not.toBe(t(TODO_SOURCES[source].nameKey));
      }
  });
});

describe('the to-do’s counts per kind', () => {
  it('count every waiting item by its kind, the most urgent kind first, and leave out kinds with none', () => {
    const items = [{ kind: 'sendContract' }, { kind: 'pickUp' }, { kind: 'sendContract' }, { kind: 'nearMaxDays' }, { kind: 'unsigned' }] as const;
    expect(todoCounts(items)).toEqual([
      { kind: 'nearMaxDays', count: 1 },
      { kind: 'unsigned', count: 1 },
      { kind: 'sendContract', count: 2 },
      { kind: 'pickUp', count: 1 },
    ]);
    expect(todoCounts([])).toEqual([]);
    expect(TODO_KINDS[0]).toBe('nearMaxDays');
  });
});

describe('the to-do’s “Bara mina”', () => {
  it('keeps only what the user created, counted and cut as the whole list is; the company’s own (a car to pick up) is no one’s', () => {
    const item = (id: string, ownerId: string | null) =>
      ({ kind: 'sendContract', source: 'blanco', id, reference: id, name: id, since: at(DAY), days: 1, ownerId }) as const;
    const all = [item('a', 'me'), item('b', 'other'), item('c', 'me'), { ...item('d', null), kind: 'pickUp', source: 'pickUps', city: 'Umeå' } as const];
    const everyone = todoView(all, ['blanco', 'pickUps']);
    expect(everyone.items.map((each) => each.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(everyone.counts).toEqual([
      { kind: 'sendContract', count: 3 },
      { kind: 'pickUp', count: 1 },
    ]);
    const mine = todoView(all, ['blanco', 'pickUps'], 'me');
    expect(mine.items.map((each) => each.id)).toEqual(['a', 'c']);
    expect(mine.counts).toEqual([{ kind: 'sendContract', count: 2 }]);
    const many = Array.from({ length: TODO_SHOWN + 2 }, (_, index) => item(`m${index}`, 'me'));
    expect(todoView(many, ['blanco'], 'me')).toMatchObject({ more: 2, moreIn: ['blanco'] });
    expect(todoView(many, ['blanco'], 'me').items).toHaveLength(TODO_SHOWN);
  });
});
