import { describe, expect, it } from 'vitest';
import { navigatesAway } from '../../src/scripts/navigation-progress';

const here = { href: 'https://se.portal.test/blanco?status=APPROVED', origin: 'https://se.portal.test', pathname: '/blanco', search: '?status=APPROVED' };
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, target = '', attributes: string[] = []) => ({ href, target, hasAttribute: (name: string) => attributes.includes(name) });

describe('the navigation progress bar', () => {
  it('shows for a plain click on a link to another portal page', () => {
    expect(navigatesAway(plain, link('https://se.portal.test/blanco/abc'), here)).toBe(true);
    expect(navigatesAway(plain, link('https://se.portal.test/blanco?status=DENIED'), here)).toBe(true);
    expect(navigatesAway(plain, link('https://se.portal.test/user/my-profile', '_self'), here)).toBe(true);
  });

  it('stays hidden for new tabs, modified and middle clicks', () => {
    expect(navigatesAway(plain, link('https://se.portal.test/blanco/abc', '_blank'), here)).toBe(false);
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(navigatesAway({ ...plain, [modifier]: true }, link('https://se.portal.test/blanco/abc'), here)).toBe(false);
    }
    expect(navigatesAway({ ...plain, button: 1 }, link('https://se.portal.test/blanco/abc'), here)).toBe(false);
  });

  it('stays hidden for downloads, other sites, phone links and jumps within the page', () => {
    expect(navigatesAway(plain, link('https://se.portal.test/api/blanco/leads/1/documents/2', '', ['download']), here)).toBe(false);
    expect(navigatesAway(plain, link('https://example.com/'), here)).toBe(false);
    expect(navigatesAway(plain, link('tel:+46701234567'), here)).toBe(false);
    expect(navigatesAway(plain, link('https://se.portal.test/blanco?status=APPROVED#main'), here)).toBe(false);
  });
});
