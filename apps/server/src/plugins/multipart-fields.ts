import type { ZodType } from 'zod';

// Declaration merging needs interfaces.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's text fields and the schema each holds (its files are parts of their
     * own). The route reads its parts as they stream and applies these itself; declared here
     * too so the route table says what the route takes: the no-5xx property test builds its
     * multipart bodies from them (decision 031).
     */
    multipartFields?: Record<string, ZodType>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export {};
