import type { APIRoute } from 'astro';
import { hasPointShop } from '../../../../lib/api/shop-schemas';
import { jsonError, withAccess } from '../../../../lib/server/endpoint.server';
import { articleImageSource } from '../../../../lib/shop/images';
import { logger } from '../../../../lib/server/logger';

const IMAGE_MAX_BYTES = 200_000;

/**
 * An article's picture through the portal's own origin (docs/decisions/0038): the CSP keeps
 * img-src 'self', and the API's host is asked by the worker, not the browser. Served as the SVG it
 * is, under a CSP that lets nothing in it run. POINT_SHOP outside Denmark.
 */
export const GET: APIRoute = (context) =>
  withAccess(context, ['POINT_SHOP'], async () => {
    const { locals, params } = context;
    if (!hasPointShop(locals.country)) return jsonError(403, 'noAccess');
    const source = articleImageSource(locals.config.apiBaseUrl[locals.country], params.id ?? '');
    if (!source) return jsonError(404, 'notFound');
    try {
      const upstream = await fetch(source, { signal: AbortSignal.timeout(2_000) });
      if (upstream.status === 404) return jsonError(404, 'notFound');
      const type = upstream.headers.get('content-type') ?? '';
      if (!upstream.ok || !type.startsWith('image/svg+xml')) return jsonError(502, 'imageUnavailable');
      const body = await upstream.arrayBuffer();
      if (body.byteLength > IMAGE_MAX_BYTES) return jsonError(502, 'imageUnavailable');
      return new Response(body, {
        headers: {
          'content-type': 'image/svg+xml',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'cache-control': 'private, max-age=3600',
        },
      });
    } catch (error) {
      logger.warn('point shop picture unavailable', { error: error instanceof Error ? error.message : String(error) });
      return jsonError(502, 'imageUnavailable');
    }
  });
