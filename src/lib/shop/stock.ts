// How an article's stock reads (SPEC §3: stock, the expected inbound date when sold out), the date in
// the dealer's country's zone.
import type { Article } from '../api/shop-schemas';
import type { TimeZone } from '../countries';
import { formatDate } from '../format';
import type { Locale } from '../i18n';

/** At most this many left reads as "only n left". */
const LOW_STOCK = 3;

export interface StockLabel {
  key: string;
  params: Record<string, string | number>;
  tone: 'ok' | 'low' | 'out';
}

export function stockLabel(article: Pick<Article, 'stock' | 'expectedInboundDate'>, locale: Locale, timeZone: TimeZone): StockLabel {
  if (article.stock > LOW_STOCK) return { key: 'pointShop.stock.inStock', params: { count: article.stock }, tone: 'ok' };
  if (article.stock > 0) return { key: 'pointShop.stock.low', params: { count: article.stock }, tone: 'low' };
  if (article.expectedInboundDate) {
    // A calendar day: noon UTC keeps it the same day in every Nordic zone.
    return { key: 'pointShop.stock.soldOutUntil', params: { date: formatDate(`${article.expectedInboundDate}T12:00:00Z`, locale, timeZone) }, tone: 'out' };
  }
  return { key: 'pointShop.stock.soldOut', params: {}, tone: 'out' };
}
