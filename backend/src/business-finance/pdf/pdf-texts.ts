// The inventory financing PDFs' texts and formats per country (SE Swedish, FI Finnish, DK Danish), as
// the provider writes to a dealer. Dates and amounts in the language's own format.
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import type { InvoiceLine } from '../../../../src/lib/api/business-finance-invoices-schemas.ts';

export interface PdfTexts {
  lang: string;
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
    lang: 'sv-SE', invoiceTitle: 'Slutfaktura lagerfinansiering', invoiceNumber: 'Fakturanummer', issueDate: 'Fakturadatum',
    dueDate: 'Förfallodatum', customer: 'Kund', organizationNumber: 'Organisationsnummer', car: 'Bil', numberPlate: 'Registreringsnummer',
    vin: 'Chassinummer (VIN)', agreement: 'Avtal', description: 'Beskrivning', amount: 'Belopp',
    line: (line) => ({ CREDIT_AMOUNT: 'Kreditbelopp', INTEREST: `Ränta (${line.days} dagar)`, INVOICE_FEE: 'Fakturaavgift' })[line.kind],
    toPay: 'Att betala',
    payment: (reference, total) => `Betala ${total} till bankgiro 5050-1055 och ange OCR-nummer ${reference}.`,
    monthlyTitle: (month) => `Månadsbesked lagerfinansiering ${month}`, days: 'Dagar', interest: 'Ränta', total: 'Summa',
    engagementTitle: 'Engagemangsbesked lagerfinansiering', asOf: (date) => `Per ${date}`, creditAmount: 'Kreditbelopp',
    usedDays: 'Använda dagar', maxDays: 'Max antal dagar', interestSoFar: 'Ränta hittills',
    activeCars: (count) => `Finansierade bilar: ${count}`,
  },
  FI: {
    lang: 'fi-FI', invoiceTitle: 'Varastorahoituksen loppulasku', invoiceNumber: 'Laskun numero', issueDate: 'Laskun päivämäärä',
    dueDate: 'Eräpäivä', customer: 'Asiakas', organizationNumber: 'Y-tunnus', car: 'Auto', numberPlate: 'Rekisteritunnus',
    vin: 'Valmistenumero (VIN)', agreement: 'Sopimus', description: 'Selite', amount: 'Summa',
    line: (line) => ({ CREDIT_AMOUNT: 'Luoton määrä', INTEREST: `Korko (${line.days} päivää)`, INVOICE_FEE: 'Laskutuslisä' })[line.kind],
    toPay: 'Maksettava',
    payment: (reference, total) => `Maksa ${total} tilille FI21 1234 5600 0007 85 (BIC NDEAFIHH) viitenumerolla ${reference}.`,
    monthlyTitle: (month) => `Varastorahoituksen kuukausiraportti ${month}`, days: 'Päivät', interest: 'Korko', total: 'Yhteensä',
    engagementTitle: 'Varastorahoituksen vastuuraportti', asOf: (date) => `Tilanne ${date}`, creditAmount: 'Luoton määrä',
    usedDays: 'Käytetyt päivät', maxDays: 'Enimmäispäivät', interestSoFar: 'Korko tähän mennessä',
    activeCars: (count) => `Rahoitetut autot: ${count}`,
  },
  DK: {
    lang: 'da-DK', invoiceTitle: 'Slutfaktura lagerfinansiering', invoiceNumber: 'Fakturanummer', issueDate: 'Fakturadato',
    dueDate: 'Forfaldsdato', customer: 'Kunde', organizationNumber: 'CVR-nummer', car: 'Bil', numberPlate: 'Registreringsnummer',
    vin: 'Stelnummer (VIN)', agreement: 'Aftale', description: 'Beskrivelse', amount: 'Beløb',
    line: (line) => ({ CREDIT_AMOUNT: 'Kreditbeløb', INTEREST: `Rente (${line.days} dage)`, INVOICE_FEE: 'Fakturagebyr' })[line.kind],
    toPay: 'At betale',
    payment: (reference, total) => `Betal ${total} med FI-kort +71<${reference}+85412345<.`,
    monthlyTitle: (month) => `Månedsopgørelse lagerfinansiering ${month}`, days: 'Dage', interest: 'Rente', total: 'I alt',
    engagementTitle: 'Engagementsoversigt lagerfinansiering', asOf: (date) => `Pr. ${date}`, creditAmount: 'Kreditbeløb',
    usedDays: 'Brugte dage', maxDays: 'Maks. dage', interestSoFar: 'Rente indtil nu',
    activeCars: (count) => `Finansierede biler: ${count}`,
  },
};

export function formatsOf(country: CountryCode, currency: string) {
  const { lang } = PDF_TEXTS[country];
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'UTC' });
  const months = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    money: (amount: number) => money.format(amount),
    /** A YYYY-MM-DD date. */
    date: (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`)),
    /** A YYYY-MM month. */
    month: (period: string) => months.format(new Date(`${period}-01T00:00:00Z`)),
  };
}
