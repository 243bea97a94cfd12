import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { kept, splicedAnswer } from '../lib/compression/spliced-gzip.ts';

/** A route's response schema as fastify-type-provider-zod registers it. */
type SchemaLike = ZodType | { properties: ZodType };
const zodOf = (schema: SchemaLike): ZodType => ('properties' in schema ? schema.properties : schema);

/** JSON's view of a value: what a client receives (undefined keys dropped, Dates as text). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

/**
 * An answer its route has already written as JSON bytes (a cached part spliced in, decision 055):
 * sent as it is, and checked like any answer when checking.
 */
export class WrittenAnswer {
  constructor(readonly bytes: Buffer) {}
}

/** A written answer where the route's type expects its schema's object, which it already is, as JSON. */
export const asAnswer = <T>(written: WrittenAnswer): T => written as unknown as T;

const keptAnswer = (json: string) => new WrittenAnswer(splicedAnswer([kept(Buffer.from(json))]));
const wholeAnswers = new WeakMap<object, WrittenAnswer>();
const okAnswers = new WeakMap<object, WrittenAnswer>();

/**
 * A value kept between calls (an area cache's entry, decision 058) that is the whole answer (a
 * list or map the spec answers bare): written as JSON once per value, and so compressed once
 * (decision 068), instead of on every call. The value must not change once written, which the
 * area caches already require.
 */
export function writtenOnce<T extends object>(value: T): T {
  let written = wholeAnswers.get(value);
  if (!written) wholeAnswers.set(value, (written = keptAnswer(JSON.stringify(value))));
  return asAnswer<T>(written);
}

/** The `{ statusCode: 200, message: 'OK', result }` envelope of a kept result, written once per result (as writtenOnce). */
export function okOnce<T extends object>(result: T): { statusCode: 200; message: 'OK'; result: T } {
  let written = okAnswers.get(result);
  if (!written) okAnswers.set(result, (written = keptAnswer(JSON.stringify({ statusCode: 200, message: 'OK', result }))));
  return asAnswer(written);
}

export class ResponseContractError extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`the answer of ${method} ${url} is not its contract's: ${detail}`);
  }
}

/**
 * The answers' serialiser (decision 054). Every route's answer is built to its response schema;
 * whether zod checks it on every call is `check`:
 * - true (the test suites, the journeys, `npm run dev`): zod parses the answer and the parse must
 *   be the answer itself, as JSON: nothing stripped, nothing transformed. So no route relies on zod
 *   to mend its answer, and a route that passes its tests writes the contract's wire unchecked.
 * - false (`npm start`): the answer is written as it is. Checking cost a tenth of the server's
 *   time on a large answer (the timetable month: 84 KB, 140 items; issue 14's profile).
 * Either way the answer leaves as UTF-8 bytes, encoded once: given a string, fastify measures its
 * byte length and Node encodes it again to write it, and V8 does both slowly for text beyond
 * Latin-1 (the Hindi of a school's subjects): 1.3 ms each for the timetable month.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<SchemaLike> {
  return ({ schema, method, url }) => {
    const zod = zodOf(schema);
    const checked = (data: unknown) => {
      const parsed = zod.safeParse(data);
      if (!parsed.success) throw new ResponseContractError(method, url, parsed.error.message);
      if (!isDeepStrictEqual(asJson(parsed.data), asJson(data))) {
        throw new ResponseContractError(method, url, 'the schema stripped or changed a part of it');
      }
    };
    // fastify's type says string; a Buffer is a payload it sends as is (its length, no re-encoding).
    return (data: unknown) => {
      if (data instanceof WrittenAnswer) {
        if (check) checked(JSON.parse(data.bytes.toString('utf8')));
        return data.bytes as unknown as string;
      }
      if (check) checked(data);
      return Buffer.from(JSON.stringify(data)) as unknown as string;
    };
  };
}
