// Many submissions at once, as a double-clicking dealer on a slow connection or a busy
// showroom produce them: one lead per idempotency key, every answer a real result.
import { expect, test } from './fixtures';
import { fillApplication } from './apply-support';
import { PERSONS } from './blanco-support';
import { origin, signIn, USERS } from './support';

/** One field of an action's answer: a devalue array whose first entry maps names to indexes. */
function field(body: string, name: string): unknown {
  const values = JSON.parse(body) as unknown[];
  const root = values[0] as Record<string, number>;
  return values[root[name]!];
}

test('ten simultaneous posts of one application create one lead, and five different ones create five', async ({ page }) => {
  await signIn(page, USERS.anna);
  await page.goto(`${origin('se.localhost')}/blanco/apply`);
  // The approved test person under her own name: the list's search tests expect only her name for this number.
  const [firstname = '', lastname = ''] = PERSONS.SE.APPROVED.name.split(' ');
  await fillApplication(page, { locale: 'sv-SE', country: 'SE', amount: '90000', personalId: PERSONS.SE.APPROVED.id, firstname, lastname });

  const outcome = await page.evaluate(async () => {
    const form = document.querySelector<HTMLFormElement>('form:has(input[name="idempotencyKey"])')!;
    const post = async (key: string | null) => {
      const data = new FormData(form);
      if (key) data.set('idempotencyKey', key);
      const response = await fetch('/_actions/applyBlanco', { method: 'POST', body: data, headers: { accept: 'application/json' } });
      return { status: response.status, body: await response.text() };
    };
    const same = await Promise.all(Array.from({ length: 10 }, () => post(null)));
    const distinct = await Promise.all(Array.from({ length: 5 }, () => post(crypto.randomUUID())));
    return { same, distinct };
  });

  for (const answer of [...outcome.same, ...outcome.distinct]) {
    expect(answer.status, answer.body).toBe(200);
    expect(field(answer.body, 'status'), answer.body).toBe('created');
  }
  const sameIds = new Set(outcome.same.map((answer) => field(answer.body, 'href')));
  expect(sameIds.size, JSON.stringify(outcome.same.map((answer) => answer.body))).toBe(1);
  expect([...sameIds][0]).toBeTruthy();
  const distinctIds = new Set(outcome.distinct.map((answer) => field(answer.body, 'href')));
  expect(distinctIds.size).toBe(5);
  expect(distinctIds.has([...sameIds][0]!)).toBe(false);
});
