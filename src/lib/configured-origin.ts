// The origin of an address from the configuration (the Partner API per country, the sign-in
// issuer, the analytics host): the configuration does not change, so each is parsed once per
// isolate rather than on every request. Only configured addresses come here, so the map stays small.
const origins = new Map<string, string>();

export function configuredOrigin(address: string): string {
  let origin = origins.get(address);
  if (origin === undefined) {
    origin = new URL(address).origin;
    origins.set(address, origin);
  }
  return origin;
}
