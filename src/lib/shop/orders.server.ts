// My orders' request: the page the URL asks for (the last one when it asks beyond it), or null when
// the API did not answer (in time): the page then says so where the orders would be.
import type { ApiClient } from '../api/client';
import { leftOut } from '../api/left-out.server';
import { fetchOrders } from '../api/shop';
import type { OrderPage } from '../api/shop-schemas';
import { pageWithinLast } from '../lists/list-request.server';
import { ORDERS_PAGE_SIZE, ordersPageOf } from './orders';

export async function loadMyOrders(api: ApiClient, url: URL): Promise<OrderPage | null> {
  const query = ({ page }: { page: number }) => fetchOrders(api, { page, size: ORDERS_PAGE_SIZE }).catch(leftOut('point shop: my orders could not be loaded'));
  return (await pageWithinLast({ page: ordersPageOf(url.searchParams) }, query)).rows;
}
