import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@portal/contract';

/** GET /api/health: the process answers (load balancers and the bench wait for it). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: ZHealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
};
