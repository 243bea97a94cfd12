import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
} from '@portal/contract';
import { sessionOf } from '../../session-context.ts';
import type { ChangePasswordService } from './change-password.service.ts';
import type { ForgotPasswordService } from './forgot-password.service.ts';

type Options = { change: ChangePasswordService; forgot: ForgotPasswordService };

export const passwordRoutes: FastifyPluginAsyncZod<Options> = async (app, { change, forgot }) => {
  // [API-PWD-2] Any signed-in person, for their own account (decision 020, reading A of PWD-CHANGE-12).
  app.post(
    '/api/v1/changePwd',
    {
      config: { access: 'session' },
      schema: { body: ZChangePasswordRequest, response: { 200: ZChangePasswordResponse } },
    },
    async (request) => ({
      statusCode: 200,
      message: await change.change(sessionOf(request), request.body, { ip: request.ip }),
      result: null,
    }),
  );

  // [API-PWD-1] Public: the login page asks before anyone is signed in.
  app.post(
    '/api/v2/user/forgotPassword',
    {
      config: { access: 'public' },
      schema: { body: ZForgotPasswordRequest, response: { 200: ZForgotPasswordResponse } },
    },
    async (request) => {
      const answer = await forgot.request(request.body, { ip: request.ip });
      return { statusCode: 200, message: answer.message, result: answer.result };
    },
  );
};
