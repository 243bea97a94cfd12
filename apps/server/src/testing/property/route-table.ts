import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** A route of the app as the no-5xx property test drives it: one method, its request schemas. */
export type TableRoute = {
  method: string;
  url: string;
  access: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** A multipart route's declared text fields (config.multipartFields). */
  multipartFields?: Record<string, z.ZodType>;
};

/** A route the test does not drive, and why (listed by the test, never dropped silently). */
export type SkippedRoute = { route: string; reason: string };

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * Records every route as it is registered (buildApp's onRoute), one entry per method. A request
 * schema that is not zod cannot be generated from: it is recorded as a problem, so the test fails.
 */
export function routeRecorder() {
  const routes: TableRoute[] = [];
  const problems: string[] = [];
  function onRoute(route: RouteOptions): void {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema ?? {};
    const parts: Partial<Record<'params' | 'querystring' | 'body', z.ZodType>> = {};
    for (const part of ['params', 'querystring', 'body'] as const) {
      const value = (schema as Record<string, unknown>)[part];
      if (value === undefined) continue;
      if (isZod(value)) parts[part] = value;
      else problems.push(`${methods.join(',')} ${route.url}: the ${part} schema is not a zod schema`);
    }
    const config = (route.config ?? {}) as { access?: string; multipartFields?: Record<string, z.ZodType> };
    for (const method of methods) {
      routes.push({ method: String(method), url: route.url, access: config.access ?? 'none', ...parts, multipartFields: config.multipartFields });
    }
  }
  return { routes, problems, onRoute };
}

/**
 * The routes to drive: all but the HEAD twin Fastify adds to each GET (same handler, same
 * schemas: driving the GET covers it), which are returned as skipped with that reason.
 */
export function drivenRoutes(routes: readonly TableRoute[]): { driven: TableRoute[]; skipped: SkippedRoute[] } {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const driven: TableRoute[] = [];
  const skipped: SkippedRoute[] = [];
  for (const route of routes) {
    if (route.method === 'HEAD' && gets.has(route.url)) skipped.push({ route: `HEAD ${route.url}`, reason: 'the HEAD twin of a GET: same handler and schemas' });
    else driven.push(route);
  }
  return { driven, skipped };
}
