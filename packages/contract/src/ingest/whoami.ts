import { z } from 'zod';

/** GET /api/ingest/v1/whoami: what the presented key stands for (the command line checks it first). */
export const ZIngestWhoAmI = z.object({
  institute_id: z.number().int(),
  institute_name: z.string(),
  key_name: z.string(),
  scopes: z.array(z.string()),
});
export type TIngestWhoAmI = z.infer<typeof ZIngestWhoAmI>;
