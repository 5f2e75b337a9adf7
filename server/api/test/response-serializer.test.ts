import { isResponseSerializationError, serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodesAsItParses, responseSerializerCompiler } from '../src/lib/http/response-serializer';

const skill = z.object({ id: z.number().int(), skill: z.string().min(1) });
const skillList = z.union([z.object({ skills: z.array(skill), next_cursor: z.never().optional() }), z.object({ skills: z.array(skill), next_cursor: z.string().nullable() })]);

function serializers(schema: z.ZodType) {
  const route = { schema, method: 'GET', url: '/api/things', httpStatus: '200' };
  return { fast: responseSerializerCompiler(route), encoding: encodingSerializerCompiler(route) };
}

describe('the response serializer', () => {
  it('writes what the encoding serializer writes, fields the schema does not declare dropped', () => {
    const { fast, encoding } = serializers(skillList);
    const answer = { skills: [{ id: 1, skill: 'SQL', user_id: 'u1' }, { id: 2, skill: 'Go' }], internal: true };
    expect(fast(answer)).toBe('{"skills":[{"id":1,"skill":"SQL"},{"id":2,"skill":"Go"}]}');
    expect(fast(answer)).toBe(encoding(answer));
  });

  it('refuses an answer its schema refuses, with the encoding serializer’s error', () => {
    const { fast } = serializers(skillList);
    let thrown: unknown;
    try {
      fast({ skills: [{ id: 'one', skill: '' }] });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes a schema that acts in one direction only, as before', () => {
    const withCodec = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }) });
    const { fast, encoding } = serializers(withCodec);
    const answer = { at: new Date('2026-01-02T03:04:05.000Z') };
    expect(fast(answer)).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(fast(answer)).toBe(encoding(answer));
  });

  it.each([
    ['a transform', z.object({ name: z.string().transform((name) => name.trim()) }), false],
    ['a default', z.object({ page: z.number().default(1) }), false],
    ['a catch', z.object({ page: z.number().catch(1) }), false],
    ['a coercion', z.object({ page: z.coerce.number() }), false],
    ['a pipe inside a union', z.union([z.string(), z.string().pipe(z.email())]), false],
    ['optional, nullable and literal fields', z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.literal(true) }), true],
    ['records, tuples and refinements', z.object({ r: z.record(z.string(), z.number()), t: z.tuple([z.string()]), s: z.string().refine((value) => value !== 'x') }), true],
    ['a recursive schema', (() => {
      const node: z.ZodType = z.object({ name: z.string(), get children() { return z.array(node); } });
      return node;
    })(), true],
  ])('tells whether a schema with %s parses as it encodes', (_kind, schema, expected) => {
    expect(encodesAsItParses(schema)).toBe(expected);
  });
});
