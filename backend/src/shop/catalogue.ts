// The point shop's demo articles: 24 per country with a shop, Swedish names in Sweden and Finnish in
// Finland, a few sold out (with the day more comes in) and a few with only 1 to 3 left. Seeded once
// per database; the test controls put their stock back as seeded.
import type { DatabaseSync } from 'node:sqlite';
import type { ArticleCategory, ShopCountry } from '../../../src/lib/api/shop-schemas.ts';
import { demoDealerPlans, type DealerPlan, type DemoSeed, type Random } from '../leads/seed.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedArticle {
  id: string;
  country: ShopCountry;
  category: ArticleCategory;
  name: string;
  description: string;
  price: number;
  stock: number;
  /** Sold out: more comes in this many days after seeding (null: no date known). */
  inboundInDays: number | null;
  addedDaysAgo: number;
}

type Row = [ArticleCategory, string, string, number, number, number | null, number];

const SE: Row[] = [
  ['CAR_CARE', 'Bilvårdskit Premium', 'Schampo, vax, mikrofiberdukar och fälgrengöring i en väska. Räcker till ett tiotal tvättar.', 1_400, 25, null, 200],
  ['CAR_CARE', 'Tvätthink med smutsgaller 20 l', 'Stadig hink med galler i botten som håller sanden borta från tvättsvampen.', 450, 40, null, 340],
  ['CAR_CARE', 'Keramiskt lackskydd 50 ml', 'Ger djup glans och en vattenavvisande yta som håller i upp till ett år.', 1_900, 2, null, 12],
  ['CAR_CARE', 'Fälgborstar, set om 3', 'Mjuka borstar i tre storlekar som når in mellan ekrarna utan att repa.', 380, 0, 14, 150],
  ['TOOLS', 'Hylsnyckelsats 94 delar', 'Hylsor 4–32 mm, spärrskaft och förlängare i en robust väska.', 2_600, 12, null, 90],
  ['TOOLS', 'Momentnyckel 40–200 Nm', 'Klickande momentnyckel för hjulbyten, med kalibreringsintyg.', 1_800, 3, null, 60],
  [
    'TOOLS',
    'Luftkompressor 12 V med digital manometer',
    'Pumpar däcken till inställt tryck och stänger av sig själv. Ansluts till bilens 12 V-uttag.',
    1_200,
    0,
    21,
    30,
  ],
  ['TOOLS', 'Starthjälp med powerbank 1 000 A', 'Startar bensin- och dieselmotorer och laddar telefonen via USB-C.', 2_200, 8, null, 45],
  ['GIFT_CARDS', 'Restaurangpresentkort 500 kr', 'Gäller på fler än 300 restauranger i hela Sverige i 24 månader.', 550, 100, null, 400],
  ['GIFT_CARDS', 'Presentkort drivmedel 1 000 kr', 'Tanka eller ladda på anslutna stationer. Giltigt i 24 månader.', 1_100, 50, null, 380],
  ['GIFT_CARDS', 'Biopresentkort, 2 biljetter', 'Två biobiljetter till valfri föreställning på anslutna biografer.', 330, 1, null, 20],
  ['GIFT_CARDS', 'Spaupplevelse för två', 'En dag på spa med lunch för två personer, på en av 40 anläggningar.', 3_500, 10, null, 5],
  ['OUTDOOR', 'Termos 0,75 l i rostfritt stål', 'Håller kaffet varmt i 12 timmar och kallt i 24.', 420, 60, null, 250],
  ['OUTDOOR', 'Vandringsryggsäck 35 l', 'Lätt dagstursryggsäck med ventilerad rygg och regnskydd.', 1_600, 6, null, 75],
  ['OUTDOOR', 'Campingstol, hopfällbar', 'Stadig stol med mugghållare som fälls ihop till en liten väska.', 700, 0, 30, 110],
  ['OUTDOOR', 'Stormkök med kastrullset', 'Komplett stormkök för fotogen eller sprit, med två kastruller och stekpanna.', 1_300, 2, null, 8],
  ['ELECTRONICS', 'Bluetooth-högtalare, vattentålig', 'Kraftfullt ljud i 15 timmar. Tål regn och dopp (IP67).', 1_500, 15, null, 130],
  ['ELECTRONICS', 'Trådlösa hörlurar med brusreducering', 'Aktiv brusreducering och upp till 30 timmars batteritid.', 4_800, 4, null, 3],
  ['ELECTRONICS', 'Bilkamera Full HD med GPS', 'Filmar vägen framför bilen och sparar position och hastighet.', 2_400, 0, 10, 55],
  ['ELECTRONICS', 'Trådlös laddare för bilen, 15 W', 'Hållare med trådlös laddning som fästs i ventilationsgallret.', 650, 30, null, 180],
  ['HOME_GARDEN', 'Kaffebryggare 1,25 l', 'Brygger tio koppar på sex minuter, med avtagbar filterhållare.', 1_100, 9, null, 220],
  ['HOME_GARDEN', 'Gjutjärnsgryta 4 l', 'Emaljerad gryta för spis, ugn och induktion.', 2_900, 1, null, 40],
  ['HOME_GARDEN', 'Robotgräsklippare för 600 m²', 'Klipper gräsmattan själv, även i regn, och styrs från mobilen.', 14_900, 3, null, 2],
  ['HOME_GARDEN', 'Ullfilt 130 × 180 cm', 'Mjuk filt i ull från svenska får, vävd i Västergötland.', 1_250, 0, 28, 160],
];

const FI: Row[] = [
  [
    'CAR_CARE',
    'Autonhoitopakkaus Premium',
    'Shampoo, vaha, mikrokuituliinat ja vanteiden puhdistusaine samassa laukussa. Riittää noin kymmeneen pesuun.',
    1_300,
    20,
    null,
    200,
  ],
  ['CAR_CARE', 'Pesuämpäri ja likaerotin 20 l', 'Tukeva ämpäri, jonka pohjan ritilä pitää hiekan erossa pesusienestä.', 420, 35, null, 340],
  ['CAR_CARE', 'Keraaminen maalipinnan suoja 50 ml', 'Antaa syvän kiillon ja vettä hylkivän pinnan jopa vuodeksi.', 1_800, 2, null, 12],
  ['CAR_CARE', 'Vanneharjasarja, 3 kpl', 'Pehmeät harjat kolmessa koossa ylettyvät pinnojen väliin naarmuttamatta.', 350, 0, 14, 150],
  ['TOOLS', 'Hylsyavainsarja 94 osaa', 'Hylsyt 4–32 mm, räikkä ja jatkovarret kestävässä salkussa.', 2_500, 10, null, 90],
  ['TOOLS', 'Momenttiavain 40–200 Nm', 'Naksahtava momenttiavain renkaanvaihtoon, kalibrointitodistuksella.', 1_700, 3, null, 60],
  [
    'TOOLS',
    'Kompressori 12 V digitaalisella painemittarilla',
    'Täyttää renkaat asetettuun paineeseen ja sammuu itsestään. Kytketään auton 12 V:n pistorasiaan.',
    1_100,
    0,
    21,
    30,
  ],
  ['TOOLS', 'Apukäynnistin ja varavirtalähde 1 000 A', 'Käynnistää bensiini- ja dieselmoottorit ja lataa puhelimen USB-C:n kautta.', 2_100, 6, null, 45],
  ['GIFT_CARDS', 'Ravintolalahjakortti 50 €', 'Käy yli 200 ravintolassa eri puolilla Suomea 24 kuukauden ajan.', 550, 80, null, 400],
  ['GIFT_CARDS', 'Polttoainelahjakortti 100 €', 'Tankkaa tai lataa sopimusasemilla. Voimassa 24 kuukautta.', 1_050, 40, null, 380],
  ['GIFT_CARDS', 'Elokuvalahjakortti, 2 lippua', 'Kaksi elokuvalippua vapaavalintaiseen näytökseen sopimusteattereissa.', 300, 1, null, 20],
  ['GIFT_CARDS', 'Kylpyläpäivä kahdelle', 'Kylpyläpäivä ja lounas kahdelle yhdessä 30 kylpylästä.', 3_200, 8, null, 5],
  ['OUTDOOR', 'Termospullo 0,75 l, ruostumaton teräs', 'Pitää kahvin kuumana 12 tuntia ja juoman kylmänä 24 tuntia.', 400, 50, null, 250],
  ['OUTDOOR', 'Retkeilyreppu 35 l', 'Kevyt päiväreppu tuuletetulla selällä ja sadesuojalla.', 1_500, 5, null, 75],
  ['OUTDOOR', 'Retkituoli, kokoontaittuva', 'Tukeva tuoli mukitelineellä, taittuu pieneen kantopussiin.', 650, 0, 30, 110],
  ['OUTDOOR', 'Retkikeitin ja kattilasarja', 'Täydellinen retkikeitin kahdella kattilalla ja paistinpannulla.', 1_250, 2, null, 8],
  ['ELECTRONICS', 'Bluetooth-kaiutin, vesitiivis', 'Voimakas ääni 15 tunnin ajan. Kestää sateen ja upotuksen (IP67).', 1_400, 12, null, 130],
  ['ELECTRONICS', 'Vastamelukuulokkeet, langattomat', 'Aktiivinen vastamelu ja jopa 30 tunnin akunkesto.', 4_600, 4, null, 3],
  ['ELECTRONICS', 'Autokamera Full HD ja GPS', 'Tallentaa tien auton edessä sekä sijainnin ja nopeuden.', 2_300, 0, 10, 55],
  ['ELECTRONICS', 'Langaton autolaturi 15 W', 'Langattomasti lataava pidike, joka kiinnittyy tuuletusritilään.', 600, 25, null, 180],
  ['HOME_GARDEN', 'Kahvinkeitin 1,25 l', 'Keittää kymmenen kupillista kuudessa minuutissa, irrotettava suodatinteline.', 1_050, 8, null, 220],
  ['HOME_GARDEN', 'Valurautapata 4 l', 'Emaloitu pata liedelle, uuniin ja induktiolle.', 2_800, 1, null, 40],
  ['HOME_GARDEN', 'Robottiruohonleikkuri 600 m²', 'Leikkaa nurmikon itse, myös sateella, ja sitä ohjataan puhelimella.', 9_900, 2, null, 2],
  ['HOME_GARDEN', 'Villahuopa 130 × 180 cm', 'Pehmeä huopa suomalaisten lampaiden villasta.', 1_200, 0, 28, 160],
];

const toArticles = (country: ShopCountry, rows: Row[]): SeedArticle[] =>
  rows.map(([category, name, description, price, stock, inboundInDays, addedDaysAgo], index) => ({
    id: `art-${country.toLowerCase()}-${String(index + 1).padStart(2, '0')}`,
    country,
    category,
    name,
    description,
    price,
    stock,
    inboundInDays,
    addedDaysAgo,
  }));

export const SEED_ARTICLES: readonly SeedArticle[] = [...toArticles('SE', SE), ...toArticles('FI', FI)];

/** YYYY-MM-DD (UTC) of a time. */
export const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The seeded stock and, when sold out, the day more comes in, counted from `now`. */
export function seededStock(article: SeedArticle, now: number): { stock: number; expectedInboundDate: string | null } {
  return {
    stock: article.stock,
    expectedInboundDate: article.inboundInDays === null ? null : dayOf(now + article.inboundInDays * DAY_MS),
  };
}

function seedCountry(db: DatabaseSync, plan: DealerPlan, _random: Random, now: number): void {
  const insert = db.prepare(`INSERT INTO shop_articles (id, country_code, category, name, description, price, stock,
    expected_inbound_date, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const article of SEED_ARTICLES.filter((candidate) => candidate.country === plan.country)) {
    const { stock, expectedInboundDate } = seededStock(article, now);
    insert.run(
      article.id,
      article.country,
      article.category,
      article.name,
      article.description,
      article.price,
      stock,
      expectedInboundDate,
      now - article.addedDaysAgo * DAY_MS,
    );
  }
}

/** The Swedish and Finnish articles. */
export const SHOP_ARTICLES_SEED: DemoSeed = {
  name: 'shop-articles-v1',
  seed: 20_261_124,
  // The catalogue is per country; a DemoSeed plans per dealer, so each country's demo dealer stands for it.
  plans: demoDealerPlans(['SE', 'FI']),
  seededBefore: { table: 'shop_articles', idPrefix: 'art-' },
  seedDealer: seedCountry,
};
