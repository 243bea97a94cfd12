import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSsoLoginRequest, ZSsoLoginResponse } from '@portal/contract';
import type { SsoService } from './sso.service.ts';

export const ssoRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  // [API-SSO-1] Public: the link is the only credential. The spec's path has no /api prefix.
  app.post(
    '/prod/ext/sso/login',
    {
      config: { access: 'public' },
      schema: { body: ZSsoLoginRequest, response: { 200: ZSsoLoginResponse } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'OK',
      result: await sso.login(request.body.token, { ip: request.ip }),
    }),
  );
};
