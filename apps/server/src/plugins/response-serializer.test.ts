import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { splicedParts } from '../lib/compression/spliced-gzip.ts';
import { ResponseContractError, WrittenAnswer, okOnce, responseSerializerCompiler, writtenOnce } from './response-serializer.ts';

const ZAnswer = z.object({ statusCode: z.number().int(), message: z.string(), result: z.array(z.object({ subject_name: z.string().nullable() })) });
const serializer = (check: boolean, schema: z.ZodType = ZAnswer) =>
  responseSerializerCompiler(check)({ schema, method: 'POST', url: '/api/v2/timeTable/v3', httpPart: 'response' }) as unknown as (data: unknown) => Buffer;

const hindi = { statusCode: 200, message: 'OK', result: [{ subject_name: 'हिंदी' }, { subject_name: null }] };

describe('the answers\' serialiser (decision 054)', () => {
  it('writes the answer as UTF-8 bytes of its JSON, checked or not', () => {
    for (const check of [true, false]) {
      const out = serializer(check)(hindi);
      expect(Buffer.isBuffer(out)).toBe(true);
      expect(out.equals(Buffer.from(JSON.stringify(hindi), 'utf8'))).toBe(true);
    }
  });

  it('checking: an answer the schema refuses is an error naming the call', () => {
    expect(() => serializer(true)({ ...hindi, statusCode: 'OK' })).toThrow(ResponseContractError);
    expect(() => serializer(true)({ ...hindi, statusCode: 'OK' })).toThrow(/POST \/api\/v2\/timeTable\/v3/);
  });

  it('checking: an answer the schema would strip (an extra field) or change (a transform) is refused, not mended', () => {
    expect(() => serializer(true)({ ...hindi, password_hash: 'x' })).toThrow(/stripped or changed/);
    const trimming = z.object({ name: z.string().transform((s) => s.trim()) });
    expect(() => serializer(true, trimming)({ name: ' Aarav ' })).toThrow(/stripped or changed/);
    expect(serializer(true, trimming)({ name: 'Aarav' }).toString()).toBe('{"name":"Aarav"}');
  });

  it('checking: keys in another order and undefined optional fields are the same JSON', () => {
    const optional = z.object({ a: z.number(), b: z.string().optional() });
    expect(serializer(true, optional)({ b: undefined, a: 1 }).toString()).toBe('{"a":1}');
  });

  it('not checking (npm start): the answer is written as it is', () => {
    expect(serializer(false)({ ...hindi, extra: 1 }).toString()).toContain('"extra":1');
  });

  it('a written answer (decision 055) is sent as its bytes, and checked like any answer when checking', () => {
    const bytes = Buffer.from(JSON.stringify(hindi));
    expect(serializer(false)(new WrittenAnswer(bytes))).toBe(bytes);
    expect(serializer(true)(new WrittenAnswer(bytes))).toBe(bytes);
    expect(() => serializer(true)(new WrittenAnswer(Buffer.from('{"statusCode":200}')))).toThrow(ResponseContractError);
  });

  it('a kept result is written once (decision 068): the same bytes for the same object, a new write for a new one', () => {
    const result = [{ subject_name: 'हिंदी' }];
    const first = serializer(true)(okOnce(result));
    expect(first.toString()).toBe(JSON.stringify({ statusCode: 200, message: 'OK', result }));
    expect(serializer(false)(okOnce(result))).toBe(first);
    expect(splicedParts(first)).toBeDefined();
    const other = serializer(false)(okOnce([{ subject_name: null }]));
    expect(other).not.toBe(first);
    expect(other.toString()).toContain('"subject_name":null');
    const bare = z.array(z.object({ subject_name: z.string().nullable() }));
    expect(serializer(true, bare)(writtenOnce(result)).toString()).toBe(JSON.stringify(result));
    expect(serializer(false, bare)(writtenOnce(result))).toBe(serializer(false, bare)(writtenOnce(result)));
    // Still checked against the route's contract when checking.
    expect(() => serializer(true)(writtenOnce(result))).toThrow(ResponseContractError);
  });
});
