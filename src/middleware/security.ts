import { defineMiddleware } from 'astro:middleware';
import { applySecurityHeaders, isCrossOriginWrite, isMalformedActionJson, malformedJsonResponse } from '../lib/server/security';
import { appConfig } from '../lib/server/config.server';
import { countryFromHost } from '../lib/countries';
import { configuredOrigin } from '../lib/configured-origin';

/**
 * Outermost: refuses cross-origin writes (the only origin check: Astro's checkOrigin is off, so
 * its 403 cannot skip these headers), refuses action bodies that are not the JSON they claim
 * (400, not Astro's 500), and puts the security headers on every response.
 */
export const security = defineMiddleware(async (context, next) => {
  const config = appConfig();
  const options = {
    formTargets: [configuredOrigin(config.oidc.issuer)],
    thirdPartyOrigins: [],
    // The marketplace's photos are served by the Partner API's host (docs/decisions/0037).
    imageOrigins: [configuredOrigin(config.apiBaseUrl[countryFromHost(context.url.host)])],
    https: context.url.protocol === 'https:',
  };
  let response: Response;
  if (isCrossOriginWrite(context.request.method, context.request.headers, context.url.origin)) {
    response = new Response('Cross-origin request refused', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  } else if (await isMalformedActionJson(context.request, context.url)) {
    response = malformedJsonResponse();
  } else {
    response = await next();
  }
  try {
    applySecurityHeaders(response.headers, options);
    return response;
  } catch {
    // A response with immutable headers (a fetched one, a redirect): its headers copied into a fresh response.
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers, options);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
});
