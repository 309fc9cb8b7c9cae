// What a price tag says in each country's language (SE Swedish, FI Finnish, DK Danish): the
// representative example consumer-credit law asks of an ad with a monthly cost, and since
// 20 November 2026 (CCD2) the warning that borrowing costs money; Sweden's in the words
// Konsumentverket prescribes (KOVFS 2025:1; sources in docs/terminology.md).
import type { CountryCode } from '../../../../src/lib/api/schemas.ts';
import type { PriceTagLanguage } from '../../../../src/lib/api/price-tag.ts';

interface ExampleFigures {
  credit: string;
  term: number;
  rate: string;
  setupFee: string;
  monthlyFee: string;
  apr: string;
  total: string;
  monthly: string;
  cashPrice: string;
  downPayment: string;
}

export interface PriceTagTexts {
  lang: string;
  title: string;
  cashPrice: string;
  downPayment: string;
  /** The monthly cost as the tag's large figure, e.g. "2 346 kr/mån". */
  perMonth: (money: string) => string;
  termLine: (term: number, apr: string) => string;
  exampleHeading: string;
  example: (figures: ExampleFigures) => string;
  warning: string;
  /** What the country's rules add below the warning (Sweden: the risk and where to find budget and debt counselling). */
  warningDetail?: string;
  /** A red warning triangle beside the warning, three lines high (Sweden, KOVFS 2025:1). */
  warningSymbol: boolean;
  qrAlt: (url: string) => string;
  qrCaption: string;
  /** Who sells the car: the dealer. */
  seller: (name: string) => string;
  /** The lender, as the issuer of the example: name, organisation number and address. */
  lender: (name: string, organizationNumber: string, address: string) => string;
  /** The day the example's figures were worked out. */
  asOf: (date: string) => string;
}

export const percentIn = (lang: string) => (rate: number) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rate);

const PRICE_TAG_TEXTS: Record<CountryCode, PriceTagTexts> = {
  SE: {
    lang: 'sv-SE',
    title: 'Prisskylt',
    cashPrice: 'Kontantpris',
    downPayment: 'Kontantinsats',
    perMonth: (money) => `${money}/mån`,
    termLine: (term, apr) => `Återbetalningstid ${term} månader, effektiv ränta ${apr} %`,
    exampleHeading: 'Representativt exempel',
    example: (f) =>
      `Kontantpris ${f.cashPrice}, kontantinsats ${f.downPayment}. Kreditbelopp ${f.credit}, återbetalningstid ${f.term} månader, ` +
      `fast nominell ränta ${f.rate} %, uppläggningsavgift ${f.setupFee} och aviavgift ${f.monthlyFee} per månad. Effektiv ränta ${f.apr} %. ` +
      `Månadskostnad ${f.monthly}, totalt att betala ${f.total}. Ingen obligatorisk försäkring.`,
    warning: 'Att låna kostar pengar!',
    warningDetail:
      'Om du inte kan betala tillbaka skulden i tid riskerar du en betalningsanmärkning. Det kan leda till svårigheter att få hyra bostad, ' +
      'teckna abonnemang och få nya lån. För stöd, vänd dig till budget- och skuldrådgivningen i din kommun. Kontaktuppgifter finns på konsumentverket.se.',
    warningSymbol: true,
    qrAlt: (url) => `QR-kod till låneansökan med belopp och återbetalningstid ifyllda: ${url}`,
    qrCaption: 'Skanna för att ansöka om lånet',
    seller: (name) => `Säljs av ${name}`,
    lender: (name, number, address) => `Kreditgivare: ${name}, org.nr ${number}, ${address}`,
    asOf: (date) => `Exemplet gäller ${date}`,
  },
  FI: {
    lang: 'fi-FI',
    title: 'Hintalappu',
    cashPrice: 'Käteishinta',
    downPayment: 'Käsiraha',
    perMonth: (money) => `${money}/kk`,
    termLine: (term, apr) => `Laina-aika ${term} kuukautta, todellinen vuosikorko ${apr} %`,
    exampleHeading: 'Edustava esimerkki',
    example: (f) =>
      `Käteishinta ${f.cashPrice}, käsiraha ${f.downPayment}. Luoton määrä ${f.credit}, laina-aika ${f.term} kuukautta, ` +
      `kiinteä nimelliskorko ${f.rate} %, avausmaksu ${f.setupFee} ja tilinhoitomaksu ${f.monthlyFee} kuukaudessa. Todellinen vuosikorko ${f.apr} %. ` +
      `Kuukausierä ${f.monthly}, maksettava yhteensä ${f.total}. Ei pakollista vakuutusta.`,
    warning: 'Huomio! Rahan lainaaminen maksaa.',
    warningSymbol: false,
    qrAlt: (url) => `QR-koodi lainahakemukseen, johon summa ja laina-aika on täytetty: ${url}`,
    qrCaption: 'Skannaa ja hae lainaa',
    seller: (name) => `Myyjä: ${name}`,
    lender: (name, number, address) => `Luotonantaja: ${name}, Y-tunnus ${number}, ${address}`,
    asOf: (date) => `Esimerkki on laskettu ${date}`,
  },
  DK: {
    lang: 'da-DK',
    title: 'Prisskilt',
    cashPrice: 'Kontantpris inkl. levering',
    downPayment: 'Udbetaling',
    perMonth: (money) => `${money}/md.`,
    termLine: (term, apr) => `Løbetid ${term} måneder, ÅOP ${apr} %`,
    exampleHeading: 'Repræsentativt eksempel',
    example: (f) =>
      `Kontantpris inkl. leveringsomkostninger ${f.cashPrice}, udbetaling ${f.downPayment}. Kreditbeløb ${f.credit}, løbetid ${f.term} måneder, ` +
      `fast debitorrente ${f.rate} % p.a., etableringsgebyr ${f.setupFee} og månedligt gebyr ${f.monthlyFee}. ÅOP ${f.apr} %. ` +
      `Månedlig ydelse ${f.monthly}, samlet tilbagebetaling ${f.total}. Ingen obligatorisk forsikring.`,
    warning: 'Det koster penge at låne penge.',
    warningSymbol: false,
    qrAlt: (url) => `QR-kode til låneansøgningen med beløb og løbetid udfyldt: ${url}`,
    qrCaption: 'Scan og ansøg om lånet',
    seller: (name) => `Sælges af ${name}`,
    lender: (name, number, address) => `Kreditgiver: ${name}, CVR-nr. ${number}, ${address}`,
    asOf: (date) => `Eksemplet er beregnet den ${date}`,
  },
};

/**
 * Finland's tag in Swedish, for a dealer who uses the portal in Finland-Swedish: the words of the
 * portal's sv-FI preview (återbetalningstid, öppningsavgift, kontoavgift, effektiv årsränta, månadskostnad, FO-nummer).
 */
const FI_IN_SWEDISH: PriceTagTexts = {
  lang: 'sv-FI',
  title: 'Prisskylt',
  cashPrice: 'Kontantpris',
  downPayment: 'Handpenning',
  perMonth: (money) => `${money}/mån.`,
  termLine: (term, apr) => `Återbetalningstid ${term} månader, effektiv årsränta ${apr} %`,
  exampleHeading: 'Representativt exempel',
  example: (f) =>
    `Kontantpris ${f.cashPrice}, handpenning ${f.downPayment}. Kreditbelopp ${f.credit}, återbetalningstid ${f.term} månader, ` +
    `fast nominell ränta ${f.rate} %, öppningsavgift ${f.setupFee} och kontoavgift ${f.monthlyFee} per månad. Effektiv årsränta ${f.apr} %. ` +
    `Månadskostnad ${f.monthly}, totalt att betala ${f.total}. Ingen obligatorisk försäkring.`,
  warning: 'Obs! Att låna pengar kostar pengar.',
  warningSymbol: false,
  qrAlt: (url) => `QR-kod till låneansökan med belopp och återbetalningstid ifyllda: ${url}`,
  qrCaption: 'Skanna och ansök om lånet',
  seller: (name) => `Säljare: ${name}`,
  lender: (name, number, address) => `Kreditgivare: ${name}, FO-nummer ${number}, ${address}`,
  asOf: (date) => `Exemplet är beräknat ${date}`,
};

/** The tag's texts in the language the dealer uses the portal in, where the country has it; else the country's. */
export function priceTagTextsFor(country: CountryCode, language: PriceTagLanguage | undefined): PriceTagTexts {
  return country === 'FI' && language === 'sv' ? FI_IN_SWEDISH : PRICE_TAG_TEXTS[country];
}
