import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutQuery,
  ZLogoutResponse,
  ZSessionResponse,
  ZSwitchYearRequest,
  ZSwitchYearResponse,
} from '@portal/contract';
import type { AppConfig } from '../../config.ts';
import { hashToken } from '../../lib/tokens.ts';
import { clearSessionCookie, readToken, requestTimeZone, setSessionCookie } from '../../plugins/auth.ts';
import { okOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';

type Options = { login: LoginService; sessions: SessionService; config: AppConfig };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { login, sessions, config }) => {
  app.post(
    '/api/v2/user/v3/login',
    {
      config: { access: 'public' },
      schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    async (request, reply) => {
      const presented = readToken(request);
      const answer = await login.login(request.body, {
        ip: request.ip,
        timeZone: requestTimeZone(request),
        presentedTokenHash: presented ? hashToken(presented.token) : undefined,
      });
      if ('opened' in answer) setSessionCookie(request, reply, config, answer.opened.token, answer.opened.expiresAt);
      return { statusCode: 200, message: answer.message, result: answer.result };
    },
  );

  // Ours: lets a reload confirm the cookie still holds and redraw from the server's truth.
  app.get(
    '/api/v1/session',
    { config: { access: 'session' }, schema: { response: { 200: ZSessionResponse } } },
    async (request) => okOnce(await sessions.view(sessionOf(request))),
  );

  // The spec does not show the academic-year switch call [API-GAP-1]: a PUT that updates the session.
  app.put(
    '/api/v1/session/academic-year',
    {
      config: { access: 'session' },
      schema: { body: ZSwitchYearRequest, response: { 200: ZSwitchYearResponse } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Academic year changed',
      result: await sessions.switchYear(sessionOf(request), request.body.acad_yr_id),
    }),
  );

  // A GET that ends the session [API-LOGOUT-1], so it needs the Source header like a POST.
  app.get(
    '/api/v1/alternateLogin/logout',
    {
      config: { access: 'session', requireSource: true },
      // A HEAD must not end anyone's session.
      exposeHeadRoute: false,
      schema: { querystring: ZLogoutQuery, response: { 200: ZLogoutResponse } },
    },
    async (request, reply) => {
      await sessions.logout(sessionOf(request));
      clearSessionCookie(request, reply, config);
      return { statusCode: 200, message: 'Logged out successfully', result: null };
    },
  );
};
