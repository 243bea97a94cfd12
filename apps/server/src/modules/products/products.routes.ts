import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SAMPLE_VIDEO_PATH, ZMyProductsHeaders, ZMyProductsResponse, ZProductItemsParams, ZProductItemsResponse, ZSampleVideoParams } from '@portal/contract';
import { invalidField } from '../../http-error.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { sendFileRange } from '../../lib/send-file-range.ts';
import { sessionOf } from '../../session-context.ts';
import type { ProductsService } from './products.service.ts';

/**
 * The product store's calls of My Products [API-PROD-1] [API-PROD-2] at the spec's /prod paths
 * (decision 036). 'session': the menu offers My Products to parents too; they see the chosen
 * child's products (decision 065). The headers user-id and institute-id are read here rather
 * than by a route schema, which would replace the request's headers with only those it names.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService; files: FileStore }> = async (app, { products, files }) => {
  app.get(
    '/prod/student-product/my-products',
    { config: { access: 'session' }, schema: { response: { 200: ZMyProductsResponse } } },
    async (request) => {
      const parsed = ZMyProductsHeaders.safeParse(request.headers);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw invalidField(String(issue.path[0] ?? 'headers'), issue.message);
      }
      const headers = { userId: parsed.data['user-id'], instituteId: parsed.data['institute-id'] };
      return { statusCode: 200, message: 'OK', result: await products.myProducts(sessionOf(request), headers) };
    },
  );

  app.get(
    '/prod/student-product/item-type-description/:id',
    { config: { access: 'session' }, schema: { params: ZProductItemsParams, response: { 200: ZProductItemsResponse } } },
    async (request) => ({ statusCode: 200, message: 'OK', result: await products.items(sessionOf(request), request.params.id) }),
  );

  // Public: a sample video is the store's marketing, and a <video> asks for it by ranges.
  app.get(
    `${SAMPLE_VIDEO_PATH}/:name`,
    { config: { access: 'public' }, schema: { params: ZSampleVideoParams } },
    async (request, reply) => sendFileRange(request, reply, files, await products.sampleVideo(request.params.name)),
  );
};
