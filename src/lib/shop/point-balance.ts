/** The portal endpoint the header asks for a fresh point balance. */
export const POINT_BALANCE_PATH = '/api/point-balance';
