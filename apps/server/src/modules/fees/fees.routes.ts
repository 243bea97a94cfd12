import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeesParams, ZFeesResponse, ZReceiptFileQuery, ZReceiptParams, ZReceiptQuery, ZReceiptResponse } from '@portal/contract';
import { okOnce } from '../../plugins/response-serializer.ts';
import { sessionOf } from '../../session-context.ts';
import type { FeesService } from './fees.service.ts';
import { RECEIPT_FILE_PATH } from './receipt-links.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** The fees calls [API-FEES-1] [API-FEES-2] and the receipt file their download address names. */
export const feesRoutes: FastifyPluginAsyncZod<{ fees: FeesService; receipts: ReceiptsService }> = async (app, { fees, receipts }) => {
  app.get(
    '/api/v1/studentWise/fee/:institute_id/students/:student_id/:acad_year_id',
    { config: { access: 'session' }, schema: { params: ZFeesParams, response: { 200: ZFeesResponse } } },
    // Kept per data version and written once (decisions 058 and 068).
    async (request) => okOnce(await fees.summary(sessionOf(request), request.params.institute_id, request.params.student_id, request.params.acad_year_id)),
  );

  // A receipt number such as 'SPS/2026-27/000123' travels percent-encoded in its segment.
  app.get(
    '/api/v1/studentWise/fee/:student_id/feeReceipt/:receipt_no/download',
    {
      config: { access: 'session' },
      schema: { params: ZReceiptParams, querystring: ZReceiptQuery, response: { 200: ZReceiptResponse } },
    },
    async (request) => {
      const result = await fees.receiptLink(sessionOf(request), request.params.student_id, request.params.receipt_no, request.query);
      // In the body itself as API-FEES-2 reads it, and in result as in every envelope (decision 030).
      return { statusCode: 200, message: 'OK', awsDownloadLink: result.awsDownloadLink, result };
    },
  );

  // Public: the signature in the address is the permission (a pre-signed address). Never cached.
  app.get(RECEIPT_FILE_PATH, { config: { access: 'public' }, schema: { querystring: ZReceiptFileQuery } }, async (request, reply) => {
    const { fileName, pdf } = await receipts.file(request.query);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  });
};
