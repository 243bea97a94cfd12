import type { z } from 'zod';

export type ScalarKind = 'text' | 'boolean' | 'number';
/** How a CSV cell becomes a field's value: a scalar, a ';'-separated list of scalars, or JSON. */
export type FieldKind = ScalarKind | { list: ScalarKind } | 'json';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType };

/** The type a field's value has on the wire, through optional, default, preprocess and transform wrappers. */
function kindOf(schema: z.ZodType): FieldKind {
  let def = schema.def as unknown as Def;
  for (let depth = 0; depth < 20; depth++) {
    if (def.innerType) def = def.innerType.def as unknown as Def;
    // z.preprocess(fn, schema) is a pipe from a transform: the schema after it says what is wanted.
    else if (def.type === 'pipe' && def.in && def.out) def = ((def.in.def as unknown as Def).type === 'transform' ? def.out.def : def.in.def) as unknown as Def;
    else break;
  }
  if (def.type === 'array') {
    const element = def.element ? kindOf(def.element) : 'json';
    return typeof element === 'string' && element !== 'json' ? { list: element } : 'json';
  }
  if (def.type === 'boolean') return 'boolean';
  if (def.type === 'number' || def.type === 'int') return 'number';
  if (def.type === 'object' || def.type === 'record' || def.type === 'union') return 'json';
  return 'text';
}

/** The fields of an area's record schema with their kinds, in the schema's order; null when it is no object. */
export function fieldKinds(schema: z.ZodType): Map<string, FieldKind> | null {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return null;
  return new Map(Object.entries(shape).map(([name, field]) => [name, kindOf(field)]));
}
