// Which blocks Home shows a user (SPEC §2 Home, §6): each only for users who may use what it shows.
// Home loads each shown block's data in parallel, and a block whose call fails degrades alone.
import type { CountryCode, Role } from '../api/schemas';
import { LEAD_PRODUCT } from '../leads/latest';
import { showsPointBalance } from '../navigation';
import { hasAnyRole } from '../permissions';

const HOME_BLOCKS = ['latestApplications', 'latestVehicles', 'market', 'pointBalance', 'pointShopTeaser', 'priceTagPromo'] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

export interface HomeBlocksInput {
  roles: readonly Role[];
  country: CountryCode;
  /** The PayMarketplace feature flag (off when the flag check failed). */
  payMarketplace: boolean;
}

const SHOWN: Record<HomeBlock, (input: HomeBlocksInput) => boolean> = {
  latestApplications: ({ roles }) =>
    hasAnyRole(
      roles,
      Object.values(LEAD_PRODUCT).map((product) => product.role),
    ),
  latestVehicles: ({ roles, payMarketplace }) => hasAnyRole(roles, ['MARKET_PLACE']) && payMarketplace,
  // The marketplace at a glance: how many cars are for sale, and the way in (the same call as the vehicles').
  market: ({ roles, payMarketplace }) => hasAnyRole(roles, ['MARKET_PLACE']) && payMarketplace,
  pointBalance: ({ roles, country }) => showsPointBalance(roles, country),
  pointShopTeaser: ({ roles, country }) => showsPointBalance(roles, country),
  // The price tag is a private loan's monthly cost on a car in the showroom.
  priceTagPromo: ({ roles }) => hasAnyRole(roles, ['BLANCO']),
};

/** The blocks a user sees on Home, in the page's order. */
export function homeBlocksFor(input: HomeBlocksInput): HomeBlock[] {
  return HOME_BLOCKS.filter((block) => SHOWN[block](input));
}
