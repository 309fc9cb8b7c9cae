// The inventory financing PDFs' texts and formats per country (SE Swedish, FI Finnish, DK Danish), as
// the provider writes to a dealer. Dates and amounts in the language's own format.
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import { ISSUERS } from './issuer.ts';
import type { InvoiceLine } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';

export interface PdfTexts {
  lang: string;
  /** The running footer's "page". */
  page: string;
  /** A statement's column of registration numbers (short: the table is narrow). */
  plateColumn: string;
  invoiceTitle: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  customer: string;
  organizationNumber: string;
  car: string;
  numberPlate: string;
  vin: string;
  agreement: string;
  description: string;
  amount: string;
  line: (line: InvoiceLine) => string;
  toPay: string;
  payment: (reference: string, total: string) => string;
  monthlyTitle: (month: string) => string;
  days: string;
  interest: string;
  total: string;
  engagementTitle: string;
  asOf: (date: string) => string;
  creditAmount: string;
  usedDays: string;
  maxDays: string;
  interestSoFar: string;
  activeCars: (count: number) => string;
}

export const PDF_TEXTS: Record<CountryCode, PdfTexts> = {
  SE: {
    lang: 'sv-SE',
    page: 'Sida',
    plateColumn: 'Reg.nr',
    invoiceTitle: 'Slutfaktura lagerfinansiering',
    invoiceNumber: 'Fakturanummer',
    issueDate: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    customer: 'Kund',
    organizationNumber: 'Organisationsnummer',
    car: 'Bil',
    numberPlate: 'Registreringsnummer',
    vin: 'Chassinummer (VIN)',
    agreement: 'Avtal',
    description: 'Beskrivning',
    amount: 'Belopp',
    line: (line) => ({ CREDIT_AMOUNT: 'Kreditbelopp', INTEREST: `Ränta (${line.days} dagar)`, INVOICE_FEE: 'Fakturaavgift' })[line.kind],
    toPay: 'Att betala',
    payment: (reference, total) => `Betala ${total} till bankgiro 5050-1055 och ange OCR-nummer ${reference}.`,
    monthlyTitle: (month) => `Månadsbesked lagerfinansiering ${month}`,
    days: 'Dagar',
    interest: 'Ränta',
    total: 'Summa',
    engagementTitle: 'Engagemangsbesked lagerfinansiering',
    asOf: (date) => `Per ${date}`,
    creditAmount: 'Kreditbelopp',
    usedDays: 'Använda dagar',
    maxDays: 'Max antal dagar',
    interestSoFar: 'Ränta hittills',
    activeCars: (count) => `Finansierade bilar: ${count}`,
  },
  FI: {
    lang: 'fi-FI',
    page: 'Sivu',
    plateColumn: 'Rek.tunnus',
    invoiceTitle: 'Varastorahoituksen loppulasku',
    invoiceNumber: 'Laskun numero',
    issueDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä',
    customer: 'Asiakas',
    organizationNumber: 'Y-tunnus',
    car: 'Auto',
    numberPlate: 'Rekisteritunnus',
    vin: 'Valmistenumero (VIN)',
    agreement: 'Sopimus',
    description: 'Selite',
    amount: 'Summa',
    line: (line) => ({ CREDIT_AMOUNT: 'Luoton määrä', INTEREST: `Korko (${line.days} päivää)`, INVOICE_FEE: 'Laskutuslisä' })[line.kind],
    toPay: 'Maksettava',
    payment: (reference, total) => `Maksa ${total} tilille FI21 1234 5600 0007 85 (BIC NDEAFIHH) viitenumerolla ${reference}.`,
    monthlyTitle: (month) => `Varastorahoituksen kuukausiraportti ${month}`,
    days: 'Päivät',
    interest: 'Korko',
    total: 'Yhteensä',
    engagementTitle: 'Varastorahoituksen vastuuraportti',
    asOf: (date) => `Tilanne ${date}`,
    creditAmount: 'Luoton määrä',
    usedDays: 'Käytetyt päivät',
    maxDays: 'Enimmäispäivät',
    interestSoFar: 'Korko tähän mennessä',
    activeCars: (count) => `Rahoitetut autot: ${count}`,
  },
  DK: {
    lang: 'da-DK',
    page: 'Side',
    plateColumn: 'Reg.nr.',
    invoiceTitle: 'Slutfaktura lagerfinansiering',
    invoiceNumber: 'Fakturanummer',
    issueDate: 'Fakturadato',
    dueDate: 'Forfaldsdato',
    customer: 'Kunde',
    organizationNumber: 'CVR-nummer',
    car: 'Bil',
    numberPlate: 'Registreringsnummer',
    vin: 'Stelnummer (VIN)',
    agreement: 'Aftale',
    description: 'Beskrivelse',
    amount: 'Beløb',
    line: (line) => ({ CREDIT_AMOUNT: 'Kreditbeløb', INTEREST: `Rente (${line.days} dage)`, INVOICE_FEE: 'Fakturagebyr' })[line.kind],
    toPay: 'At betale',
    payment: (reference, total) => `Betal ${total} med FI-kort +71<${reference}+85412345<.`,
    monthlyTitle: (month) => `Månedsopgørelse lagerfinansiering ${month}`,
    days: 'Dage',
    interest: 'Rente',
    total: 'I alt',
    engagementTitle: 'Engagementsoversigt lagerfinansiering',
    asOf: (date) => `Pr. ${date}`,
    creditAmount: 'Kreditbeløb',
    usedDays: 'Brugte dage',
    maxDays: 'Maks. dage',
    interestSoFar: 'Rente indtil nu',
    activeCars: (count) => `Finansierede biler: ${count}`,
  },
};

/** What every letter of the provider to a dealer in `country` is written with (pdf-document.ts renderPdf). */
export function letterOf(country: CountryCode, title: string) {
  const texts = PDF_TEXTS[country];
  return { lang: texts.lang, title, issuer: ISSUERS[country], organizationLabel: texts.organizationNumber, pageLabel: texts.page };
}

export function formatsOf(country: CountryCode, currency: string) {
  const { lang } = PDF_TEXTS[country];
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'UTC' });
  const months = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    money: (amount: number) => money.format(amount),
    /** Whole kronor or euros, as a car's price is written ("289 900 kr"); `amount` is rounded. */
    wholeMoney: (amount: number) => whole.format(amount),
    /** Whole when it is whole ("495 kr"), else to the öre or cent ("4 535,18 kr"). */
    moneyAsIs: (amount: number) => (Math.round(amount * 100) % 100 === 0 ? whole : money).format(amount),
    /** A YYYY-MM-DD date. */
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
    /** A YYYY-MM month. */
    month: (period: string) => months.format(new Date(`${period}-01T00:00:00Z`)),
  };
}
