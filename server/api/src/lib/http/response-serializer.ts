import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Kinds of schema that only pass their value on, to the schemas they hold. */
const CONTAINERS = new Set(['object', 'array', 'union', 'intersection', 'tuple', 'record', 'optional', 'nullable', 'readonly', 'nonoptional', 'lazy']);
/** Kinds of schema that check a value and never change it. */
const LEAVES = new Set(['string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'never', 'any', 'unknown', 'literal', 'enum', 'nan', 'date', 'symbol', 'void', 'template_literal']);

/** The schemas a container schema holds. */
function innerSchemas(def: z.core.$ZodTypeDef & Record<string, unknown>): unknown[] {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, unknown>), def.catchall];
    case 'array':
      return [def.element];
    case 'union':
      return def.options as unknown[];
    case 'intersection':
      return [def.left, def.right];
    case 'tuple':
      return [...(def.items as unknown[]), def.rest];
    case 'record':
      return [def.keyType, def.valueType];
    case 'lazy':
      return [(def.getter as () => unknown)()];
    default:
      return [def.innerType];
  }
}

/**
 * Whether a schema answers the same parsing a value as encoding it: no transform, pipe, codec,
 * coercion, default or catch anywhere in it (those act in one direction only). Unknown kinds count as not.
 */
export function encodesAsItParses(schema: unknown, seen = new Set<unknown>()): boolean {
  if (schema === undefined || schema === null || seen.has(schema)) return true;
  if (!(schema instanceof z.core.$ZodType)) return false;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  // A coercing schema (z.coerce) changes what it is given.
  if (def.coerce === true) return false;
  if (LEAVES.has(def.type)) return true;
  return CONTAINERS.has(def.type) && innerSchemas(def).every((inner) => encodesAsItParses(inner, seen));
}

/**
 * The response serializer of a route: its zod schema checks the answer and drops the fields it
 * does not declare, then JSON.stringify writes it, as fastify-type-provider-zod's does. That one
 * encodes (`safeEncode`), which zod runs without its compiled fast path, about five times the
 * cost of parsing a list of a dozen rows. A schema that acts the same both ways is parsed instead;
 * an answer it refuses goes to the encoding serializer, which throws its usual error.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType | { properties: z.core.$ZodType }> = (route) => {
  const encoding = encodingSerializerCompiler(route);
  const { schema } = route;
  if (!(schema instanceof z.ZodType) || !encodesAsItParses(schema)) return encoding;
  return (data) => {
    const result = schema.safeParse(data);
    return result.success ? JSON.stringify(result.data) : encoding(data);
  };
};
