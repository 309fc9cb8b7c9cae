// The loan list's rows are built as markup strings (docs/decisions/0023): whatever a dealer or
// applicant typed shows as text, never as markup, in the table and the phone's cards alike.
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../src/lib/api/blanco';
import { BLANCO_TABLE } from '../../src/lib/blanco/rows';
import { cardFields, leadCards, leadTableRows } from '../../src/lib/leads/rows';
import { badgeIconSprite, statusBadgeHtml, statusBadges } from '../../src/lib/leads/status-badge';
import { escapeHtml, html } from '../../src/lib/ui/html';

const row: LeadSummary = {
  id: 'lead/1',
  reference: 'BL-1',
  status: 'PAID_OUT',
  createdAt: '2026-11-22T23:30:00Z',
  updatedAt: '2026-11-22T23:30:00Z',
  contractSentAt: null,
  amount: 125000,
  interestRate: 5.9,
  applicantName: '<img src=x onerror=alert(1)> "Åsa" & Co',
  secondChancePhase: null,
  facility: { id: 'f', name: 'Bilhuset Syd Lund' },
  createdBy: { id: 'u', name: 'Anna Andersson' },
};
let rows: ReturnType<typeof BLANCO_TABLE.rows>;
let badge: ReturnType<typeof statusBadges>;
beforeEach(() => {
  rows = BLANCO_TABLE.rows([row], { locale: 'sv-SE', currency: 'SEK', timeZone: 'Europe/Stockholm', detailsHref: (id) => `/blanco/${encodeURIComponent(id)}` });
  badge = statusBadges((status) => (status === 'PAID_OUT' ? 'Utbetald <nu>' : status));
});

describe('list markup', () => {
  it('escapes every value put into a template, in text and attributes, but not markup built by html', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    // Each character alone is enough to be escaped; a value without any comes back as it is.
    expect(['a&b', 'a<b', 'a>b', 'a"b', "a'b"].map(escapeHtml)).toEqual(['a&amp;b', 'a&lt;b', 'a&gt;b', 'a&quot;b', 'a&#39;b']);
    expect(escapeHtml('12 494,18 kr')).toBe('12 494,18 kr');
    expect(html`<b title="${'"x"'}">${'<i>'}${html`<i>ok</i>`}${null}${false}${['a', 'b']}</b>`.value).toBe(
      '<b title="&quot;x&quot;">&lt;i&gt;<i>ok</i>ab</b>',
    );
  });

  it('shows an applicant name with markup in it as text in the table and the cards', () => {
    const table = leadTableRows(rows, BLANCO_TABLE.columns, badge).value;
    const labels: Record<string, string> = {
      'blanco.list.applicant': 'Sökande',
      'blanco.list.amount': 'Belopp',
      'blanco.list.created': 'Skapad',
      'blanco.list.seller': 'Säljare',
    };
    const cards = leadCards(
      rows,
      cardFields(BLANCO_TABLE.columns, (key) => labels[key]!),
      'Status',
      badge,
    ).value;
    for (const markup of [table, cards]) {
      expect(markup).not.toContain('<img');
      expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Åsa&quot; &amp; Co');
      expect(markup).toContain('href="/blanco/lead%2F1"');
      expect(markup).toContain('Utbetald &lt;nu&gt;</span>');
    }
  });

  it('draws a list badge’s icon from the list’s sprite, so paid out, signed and approved still differ by icon', () => {
    const sprite = badgeIconSprite().value;
    const used = (['PAID_OUT', 'SIGNED', 'APPROVED', 'PROCESSING'] as const).map((status) => /<use href="#([\w-]+)">/.exec(badge(status).value)?.[1]);
    expect(new Set(used).size).toBe(4);
    for (const id of used) expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 24 24"><path d="`);
    expect(badge('PAID_OUT').value).toMatch(
      /^<span class="badge bg-emerald-800 text-white"><svg viewBox="0 0 24 24" class="badge-icon" aria-hidden="true"><use href="#badge-icon-coins"><\/use><\/svg>Utbetald &lt;nu&gt;<\/span>$/,
    );
    // A badge on its own (a details page) draws its icon in full.
    expect(statusBadgeHtml('PAID_OUT', 'Utbetald').value).toContain('<path d="M3 7h18v10H3z');
  });

  it('formats each row once, in the dealer’s locale and country time zone', () => {
    expect(rows[0]).toMatchObject({ amountText: '125\u00a0000\u00a0kr', rateText: '5,90\u00a0%', createdText: '2026-11-23' });
  });
});
