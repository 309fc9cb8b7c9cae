// Shared texts in the locale files: a group that names a shared group in "$extends" holds its
// texts, its own first, so a shared text is written once and a product overrides it.
import { describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n';
import { resolveSharedTexts } from '../../src/lib/locale-tree';

describe('resolveSharedTexts', () => {
  const tree = {
    lists: { next: 'Nästa', sorts: { newest: 'Nyaste först', oldest: 'Äldsta först' }, count: 'Ansökningar: {count}' },
    cars: { list: { $extends: 'lists', count: 'Bilar: {count}', sorts: { cheapest: 'Lägst pris' } } },
  };

  it('fills a group with the shared texts it does not write, nested groups included, and drops "$extends"', () => {
    expect(resolveSharedTexts(tree).cars).toEqual({
      list: { next: 'Nästa', count: 'Bilar: {count}', sorts: { newest: 'Nyaste först', oldest: 'Äldsta först', cheapest: 'Lägst pris' } },
    });
  });

  it('leaves the shared group and groups without "$extends" as they are', () => {
    expect(resolveSharedTexts(tree).lists).toEqual(tree.lists);
    expect(resolveSharedTexts({ a: { b: 'c' } })).toEqual({ a: { b: 'c' } });
  });

  it('follows a shared group that itself extends another', () => {
    const chained = { base: { x: '1', y: '2' }, middle: { $extends: 'base', y: '3' }, leaf: { $extends: 'middle', z: '4' } };
    expect(resolveSharedTexts(chained).leaf).toEqual({ x: '1', y: '3', z: '4' });
  });

  it('refuses a name that is no group, or a group that extends itself', () => {
    expect(() => resolveSharedTexts({ a: { $extends: 'nothing' } })).toThrow(/names no group/);
    expect(() => resolveSharedTexts({ a: { $extends: 'a', b: 'c' } })).toThrow(/names no group/);
  });
});

describe("the portal's shared list and apply texts", () => {
  it.each(['da-DK', 'fi-FI', 'sv-FI', 'sv-SE'] as const)('in %s, each lead list and form takes the shared text unless it writes its own', (locale) => {
    const t = translator(locale);
    for (const product of ['blanco', 'leasing', 'inventoryFinancing']) {
      expect(t(`${product}.list.searchButton`)).toBe(t('lists.searchButton'));
      expect(t(`${product}.list.sorts.newest`)).toBe(t('lists.sorts.newest'));
    }
    expect(t('inventoryFinancing.list.count', { count: 3 })).not.toBe(t('lists.count', { count: 3 }));
    expect(t('leasingApply.errors.summary')).toBe(t('apply.errors.summary'));
    expect(t('inventoryFinancingApply.errors.notEmpty')).toBe(t('apply.errors.notEmpty'));
  });
});
