// The price tag page (issue 13, SPEC §2 PriceTag, §5 heading required, §8): a missing heading is
// refused; the PDF's monthly cost is the form's; the PDF's QR code opens the apply form with the
// amount and term filled in; mikko (FI) and mette (DK) get their language, currency and CCD2
// warning; basic.user is refused; axe finds nothing serious in four locales. All without JavaScript
// in the form: a plain GET form and plain download links.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';
import { expectNoSeriousViolations } from './axe';
import { amountValue } from './blanco-support';
import { expect, test } from './fixtures';
import { downloaded, pdfText } from './report-support';
import { backendDelete, backendPost, LOCALE_DEALERS, origin, signIn, USERS, waitForIslands, type DemoUser } from './support';

interface Tag {
  cashPrice: string;
  downPayment: string;
  term: string;
  rate: string;
}
const TAGS: Record<'anna' | 'mikko' | 'mette', Tag> = {
  anna: { cashPrice: '189900', downPayment: '39900', term: '72', rate: '6.95' },
  mikko: { cashPrice: '24500', downPayment: '4500', term: '60', rate: '7.9' },
  mette: { cashPrice: '229000', downPayment: '29000', term: '84', rate: '7.95' },
};

async function fillTag(page: Page, labels: { heading: string; price: RegExp; down: RegExp; term: string; rate: string }, heading: string, tag: Tag) {
  await page.getByLabel(labels.heading, { exact: true }).fill(heading);
  await page.getByLabel(labels.price).fill(tag.cashPrice);
  await page.getByLabel(labels.down).fill(tag.downPayment);
  await page.getByLabel(labels.term, { exact: true }).selectOption(tag.term);
  await page.getByLabel(labels.rate, { exact: true }).selectOption(tag.rate);
}
const SV = { heading: 'Rubrik', price: /^Kontantpris/, down: /^Kontantinsats/, term: 'Återbetalningstid', rate: 'Ränta' };
const FI = { heading: 'Otsikko', price: /^Käteishinta/, down: /^Käsiraha/, term: 'Laina-aika', rate: 'Korko' };
const DA = { heading: 'Overskrift', price: /^Kontantpris/, down: /^Udbetaling/, term: 'Løbetid', rate: 'Rente' };

/** The first QR code on the PDF's first page, decoded. */
async function qrOf(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const [image] = await extractImages(pdf, 1);
  const rgba = new Uint8ClampedArray(image!.width * image!.height * 4);
  for (let pixel = 0; pixel < image!.width * image!.height; pixel++) {
    const grey = image!.data[pixel * image!.channels]!;
    rgba.set([grey, grey, grey, 255], pixel * 4);
  }
  return jsQR(rgba, image!.width, image!.height)!.data;
}

test('anna: a price tag without a heading is refused, and the form keeps what was typed', async ({ page }) => {
  await signIn(page, USERS.anna, '/price-tag');
  await fillTag(page, SV, '', TAGS.anna);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/price-tag?')),
    page.getByRole('button', { name: 'Visa förhandsgranskning' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText('Skylten kan inte skapas än. Rätta de markerade fälten.');
  await expect(page.getByText('Skriv en rubrik. Skylten behöver en rubrik.')).toBeVisible();
  await expect(page.getByLabel(SV.heading, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(SV.price)).toHaveValue('189 900');
  await expect(page.getByRole('link', { name: /Ladda ner prisskylt/ })).toHaveCount(0);
});

test("anna: the PDF shows the form's monthly cost and the Swedish example and warning; its QR code opens the apply form filled in", async ({ page }) => {
  await signIn(page, USERS.anna, '/price-tag');
  await fillTag(page, SV, 'Veckans erbjudande', TAGS.anna);
  await page.getByLabel('Bil (märke, modell, årsmodell, miltal)').fill('Volvo XC40 B4 2024');
  const live = page.getByText(/^Månadskostnad med de här uppgifterna: /);
  await expect(live).toBeVisible();
  const liveMonthly = amountValue(await live.innerText());
  await page.getByRole('button', { name: 'Visa förhandsgranskning' }).click();
  const shown = page.getByTestId('monthly-cost');
  await expect(shown).toHaveText(/kr\/mån$/);
  const monthly = amountValue(await shown.innerText());
  expect(monthly).toBeGreaterThan(2000);
  // The tag's large figure is in whole kronor, rounded up; the live figure is to the öre.
  expect(Math.ceil(liveMonthly)).toBe(monthly);
  expect(monthly).toBe(Math.round(monthly));

  const download = await downloaded(page, page.getByRole('link', { name: 'Ladda ner prisskylt (A4, PDF)' }));
  const text = (await pdfText(download)).replace(/\s+/g, ' ');
  expect(text).toContain('Veckans erbjudande');
  expect(text).toContain(`${new Intl.NumberFormat('sv-SE').format(monthly).replace(/\s/g, ' ')} kr/mån`);
  // The representative example gives it to the öre, as the form reckons it.
  const exampleMonthly = /Månadskostnad ([\d ]+(,\d\d)?) kr/.exec(text)?.[1];
  expect(amountValue(exampleMonthly ?? '')).toBe(liveMonthly);
  expect(text).toContain('Representativt exempel');
  expect(text).toContain('Effektiv ränta');
  expect(text).toContain('Att låna kostar pengar!');
  expect(text).toContain('budget- och skuldrådgivningen i din kommun');
  expect(text).toContain('Kreditgivare: Partner Finans AB');

  const url = new URL(await qrOf((await download.path())!));
  expect(url.origin).toBe(origin('se.localhost'));
  expect(url.pathname).toBe('/blanco/apply');
  expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '150000', term: '72' });
  await page.goto(url.href);
  await expect(page.getByLabel('Lånebelopp', { exact: true })).toHaveValue('150000');
  await expect(page.getByLabel('Återbetalningstid', { exact: true })).toHaveValue('72');
  // The apply form, given the tag's rate too, reckons the same monthly cost as the PDF.
  await waitForIslands(page);
  await page.getByRole('radio', { name: /^6,95\s%/ }).check();
  await expect(page.getByLabel('Återbetalningstid', { exact: true })).toHaveValue('72');
  const applyCost = page.getByRole('region', { name: 'Kostnad' }).getByRole('definition').first();
  await expect(applyCost).toHaveText(/kr$/);
  expect(amountValue(await applyCost.innerText())).toBe(liveMonthly);

  await page.goBack();
  const sign = (await pdfText(await downloaded(page, page.getByRole('link', { name: 'Ladda ner liten skylt (liggande, PDF)' })))).replace(/\s+/g, ' ');
  expect(sign).toContain('Att låna kostar pengar!');
  expect(sign).toContain('Kontaktuppgifter finns på konsumentverket.se.');
});

test('anna: the live monthly cost prompts, refuses a down payment not below the price, and says when it cannot be shown', async ({ page }) => {
  await signIn(page, USERS.anna, '/price-tag');
  const live = page.locator('[data-live-cost]');
  await expect(live).toHaveText('Fyll i pris, återbetalningstid och ränta så visas månadskostnaden här.');
  const asked: { method: string; query: Record<string, string> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/blanco/price-tag-cost') asked.push({ method: request.method(), query: Object.fromEntries(url.searchParams) });
  });
  await fillTag(page, SV, 'Veckans erbjudande', TAGS.anna);
  await expect(live).toHaveText(/^Månadskostnad med de här uppgifterna: [\d\s]+,\d\d\skr$/);
  // The amounts grouped as typed, as on the loan form; a read with them only: nothing else of the form (the heading) goes with it.
  // In the loan form's sections: the car, then the price and the loan.
  await expect(page.getByRole('group', { name: 'Bilen' }).getByLabel('Registreringsnummer')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pris och lån' }).getByLabel(SV.price)).toHaveValue('189 900');
  expect(asked.at(-1)).toEqual({ method: 'GET', query: { cashPrice: '189 900', downPayment: '39 900', term: '72', interestRate: '6.95' } });
  await page.getByLabel(SV.down).fill(TAGS.anna.cashPrice);
  await expect(live).toHaveText('Månadskostnaden kan inte beräknas för de valda villkoren.');
  try {
    await backendPost('/__test/faults', { path: 'blanco/monthly-cost', status: 500 });
    await page.getByLabel(SV.down).fill('40000');
    await expect(live).toHaveText('Månadskostnaden kan inte visas just nu. Välj Visa förhandsgranskning för att räkna den.');
  } finally {
    await backendDelete('/__test/faults');
  }
  await page.getByLabel(SV.down).fill(TAGS.anna.downPayment);
  await expect(live).toHaveText(/^Månadskostnad med de här uppgifterna: /);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByLabel(SV.price).fill('');
  await expect(live).toHaveText('Fyll i pris, återbetalningstid och ränta så visas månadskostnaden här.');
  expect(requests.filter((url) => url.includes('/price-tag-cost'))).toEqual([]);
});

for (const [name, labels, show, warning, currency] of [
  ['mikko', FI, 'Näytä esikatselu', 'Huomio! Rahan lainaaminen maksaa.', '€'],
  ['mette', DA, 'Vis forhåndsvisning', 'Det koster penge at låne penge.', 'kr.'],
] as const) {
  test(`${name}: the price tag is in their language and currency, with their CCD2 warning`, async ({ page }) => {
    const user: DemoUser = USERS[name];
    await signIn(page, user, '/price-tag');
    await fillTag(page, labels, 'Tarjous', TAGS[name]);
    await page.getByRole('button', { name: show }).click();
    await expect(page.getByText(warning)).toBeVisible();
    const monthly = amountValue(await page.getByTestId('monthly-cost').innerText());
    const link = page.locator('a[href*="/api/blanco/price-tag?"][href*="format=A4"]');
    const text = (await pdfText(await downloaded(page, link))).replace(/\s+/g, ' ');
    expect(text).toContain(warning);
    expect(text).toContain(name === 'mikko' ? 'Edustava esimerkki' : 'Repræsentativt eksempel');
    expect(text).toContain(name === 'mikko' ? 'Todellinen vuosikorko' : 'ÅOP');
    // The tag's large figure, in whole euros/kroner as the preview shows it.
    const pdfMonthly = new RegExp(`(\\d[\\d .]*) ${currency.replace('.', '\\.')}/(kk|md\\.)`).exec(text)?.[1];
    expect(amountValue(pdfMonthly ?? '')).toBe(monthly);
  });
}

test("mikko in Finland-Swedish: the preview and the PDF both speak Swedish with Finland's words, in euros", async ({ page, context }) => {
  await context.addCookies([{ name: 'LOCALE', value: 'sv-FI', url: origin(USERS.mikko.host) }]);
  await signIn(page, USERS.mikko, '/price-tag');
  await fillTag(page, { heading: 'Rubrik', price: /^Kontantpris/, down: /^Handpenning/, term: 'Återbetalningstid', rate: 'Ränta' }, 'Veckans bil', TAGS.mikko);
  await page.getByRole('button', { name: 'Visa förhandsgranskning' }).click();
  await expect(page.getByText('Obs! Att låna pengar kostar pengar.')).toBeVisible();
  const monthly = amountValue(await page.getByTestId('monthly-cost').innerText());
  const text = (await pdfText(await downloaded(page, page.getByRole('link', { name: 'Ladda ner prisskylt (A4, PDF)' })))).replace(/\s+/g, ' ');
  for (const words of ['Obs! Att låna pengar kostar pengar.', 'Representativt exempel', 'Handpenning', 'öppningsavgift', 'effektiv årsränta', 'Månadskostnad'])
    expect(text).toContain(words);
  expect(text).not.toContain('Huomio!');
  expect(amountValue(/(\d[\d .]*) €\/mån\./.exec(text)?.[1] ?? '')).toBe(monthly);
});

test('basic.user (no BLANCO) gets 403 on the page, the download and the live cost', async ({ page }) => {
  await signIn(page, USERS.basic);
  expect((await page.goto(`${origin()}/price-tag`))?.status()).toBe(403);
  const response = await page.goto(`${origin()}/api/blanco/price-tag?heading=X&cashPrice=189900&downPayment=39900&term=72&interestRate=6.95`);
  expect(response?.status()).toBe(403);
  expect((await page.goto(`${origin()}/api/blanco/price-tag-cost?cashPrice=189900&downPayment=39900&term=72&interestRate=6.95`))?.status()).toBe(403);
});

for (const { locale, user, cookie } of LOCALE_DEALERS) {
  test(`${locale}: the price tag page with its preview and with its errors passes axe`, async ({ page, context }) => {
    const host = origin(user.host);
    if (cookie) await context.addCookies([{ name: 'LOCALE', value: cookie, url: host }]);
    await signIn(page, user, '/price-tag');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectNoSeriousViolations(page, `${locale} /price-tag`);
    const tag = user === USERS.anna ? TAGS.anna : user === USERS.mette ? TAGS.mette : TAGS.mikko;
    await page.goto(
      `${host}/price-tag?heading=Tag&vehicle=&cashPrice=${tag.cashPrice}&downPayment=${tag.downPayment}&term=${tag.term}&interestRate=${tag.rate}`,
    );
    await expect(page.getByTestId('monthly-cost')).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} /price-tag with its preview`);
    await page.goto(`${host}/price-tag?heading=&cashPrice=x&downPayment=&term=&interestRate=`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, `${locale} /price-tag with its errors`);
  });
}

test.describe('the price tag without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('anna: the form, the preview with the monthly cost and the PDF download all work', async ({ page }) => {
    await signIn(page, USERS.anna, '/price-tag');
    await fillTag(page, SV, 'Veckans erbjudande', TAGS.anna);
    await expect(page.locator('[data-live-cost]')).toBeHidden();
    await page.getByRole('button', { name: 'Visa förhandsgranskning' }).click();
    const monthly = amountValue(await page.getByTestId('monthly-cost').innerText());
    const text = (await pdfText(await downloaded(page, page.getByRole('link', { name: 'Ladda ner prisskylt (A4, PDF)' })))).replace(/\s+/g, ' ');
    expect(amountValue(/(\d[\d ]*) kr\/mån/.exec(text)?.[1] ?? '')).toBe(monthly);
  });
});

test('SPEC §8: price list unavailable, price tag unavailable and PDF download failed each say so, keeping the tag', async ({ page }) => {
  const tag = `heading=Veckans+bil&vehicle=&cashPrice=189900&downPayment=39900&term=72&interestRate=6.95`;
  await signIn(page, USERS.anna, '/price-tag');
  try {
    await backendPost('/__test/faults', { path: 'blanco/price-lists', status: 503 });
    await page.goto(`${origin()}/price-tag`);
    await expect(page.getByRole('alert').filter({ hasText: 'Prislistan kan inte hämtas just nu' })).toBeVisible();
    await backendDelete('/__test/faults');

    await backendPost('/__test/faults', { path: 'blanco/price-tag', status: 503 });
    await page.goto(`${origin()}/api/blanco/price-tag?${tag}&format=A4`);
    await expect(page).toHaveURL(/\/price-tag\?/);
    expect(page.url()).not.toContain('error');
    await expect(page.getByText('Prisskylten kan inte skapas just nu. Försök igen om en stund.')).toBeVisible();
    await expect(page.getByLabel(SV.heading, { exact: true })).toHaveValue('Veckans bil');
    await backendDelete('/__test/faults');

    await backendPost('/__test/faults', { path: 'blanco/price-tag', status: 404 });
    await page.goto(`${origin()}/api/blanco/price-tag?${tag}&format=SIGN`);
    await expect(page.getByText('PDF-filen kunde inte laddas ner. Försök igen.')).toBeVisible();
  } finally {
    await backendDelete('/__test/faults');
  }
});
