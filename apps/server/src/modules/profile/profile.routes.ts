import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZProfilePhotoParams,
  ZProfileUpdateParams,
  ZProfileUpdateRequest,
  ZProfileUpdateResponse,
  ZStudentDetailParams,
  ZStudentDetailResponse,
} from '@portal/contract';
import { PHOTO_MAX_BYTES } from '@portal/domain';
import { okOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import { PHOTO_PATH_PREFIX, type ProfileService } from './profile.service.ts';

/**
 * The update call's body limit (the app's is 1 MiB), from the photo limit: base64 writes 3
 * bytes as 4 characters, so PHOTO_MAX_BYTES (5 MiB) is 6.67 MiB of text; the 1 MiB margin lets
 * a photo up to ~0.75 MiB over the limit, with the JSON around it, reach the call's own 413
 * and its clear message rather than Fastify's bare body-too-large answer.
 */
export const PROFILE_UPDATE_BODY_LIMIT = 4 * Math.ceil(PHOTO_MAX_BYTES / 3) + 1024 * 1024;

/**
 * Never kept by the browser, like every other API answer (decision 029): a child's photo cached
 * for a year outlived the session on a shared computer. The web app loads it once per page, so
 * the cost is one small JPEG per visit; a revalidated cache (no-cache + ETag) would still leave
 * the bytes on the disk after logout.
 */
const PHOTO_CACHE_CONTROL = 'no-store';

/** The profile calls [API-PROFILE-1] [API-PROFILE-2] and the stored photo their answers name. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/api/v1/students/get-student-detail/:institute_id/:stud_id',
    { config: { access: 'session' }, schema: { params: ZStudentDetailParams, response: { 200: ZStudentDetailResponse } } },
    // Kept per data version and written once (decisions 058 and 068).
    async (request) => okOnce(await profile.detail(sessionOf(request), request.params.institute_id, request.params.stud_id)),
  );

  app.put(
    '/api/v1/profiles/update/:institute_id/:user_id',
    {
      config: { access: 'student' },
      bodyLimit: PROFILE_UPDATE_BODY_LIMIT,
      schema: { params: ZProfileUpdateParams, body: ZProfileUpdateRequest, response: { 200: ZProfileUpdateResponse } },
    },
    async (request) => ({
      statusCode: 200,
      message: 'Profile updated',
      result: await profile.update(sessionOf(request), request.params.institute_id, request.params.user_id, request.body, request.log),
    }),
  );

  // Binary: no response schema. The address is what photo_url names (profile, session, login).
  app.get(`${PHOTO_PATH_PREFIX}:key`, { config: { access: 'session' }, schema: { params: ZProfilePhotoParams } }, async (request, reply) => {
    const { stream, size } = await profile.photo(sessionOf(request), request.params.key);
    return reply
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', size)
      .type('image/jpeg')
      .send(stream);
  });
};
