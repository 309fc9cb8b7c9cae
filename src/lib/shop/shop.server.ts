// Point shop calls.
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { ShopAccountSchema } from '../api/schemas';

export async function fetchShopBalance(api: ApiClient): Promise<number> {
  return (await api.get(ENDPOINTS.shop.account, ShopAccountSchema)).balance;
}
