import fc from 'fast-check';
import { weirdValue } from './fuzzRequests';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values the schema allows
 * (`valid`) and values with one thing wrong, mostly (`invalid`: a missing field, a field of the wrong
 * type, too long, outside its pattern or its choices). Which is which is decided by validating against
 * the document (tests/api/helpers/openapiConformance.ts), not by the generator. A keyword without a
 * generator here throws, naming it: extend this file when the document grows one.
 */

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
};

const KNOWN = new Set([
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'oneOf',
  'anyOf',
  'allOf',
  'const',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  'default',
  'description',
]);
const MAX_DEPTH = 4;

/** strings that break common text rules, beside those of weirdValue */
const oddText = fc.oneof(fc.constantFrom('@', 'a@b', 'not an email', '"quoted"', 'a\u0000b'), fc.string({ maxLength: 40 }));

export function schemaArbitraries(components: Record<string, Schema>) {
  const resolve = (s: Schema): Schema => {
    if (!s.$ref) return s;
    const target = components[s.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`unknown $ref ${s.$ref}`);
    return target;
  };
  const checkKeywords = (s: Schema) => {
    for (const k of Object.keys(s))
      if (!KNOWN.has(k)) throw new Error(`schema keyword "${k}" has no generator: extend tests/api/helpers/schemaArbitraries.ts`);
  };
  const patternsOf = (s: Schema) =>
    [s.pattern, ...(s.allOf ?? []).map((p) => p.pattern)].filter((p): p is string => typeof p === 'string').map((p) => new RegExp(p));

  function validString(s: Schema): fc.Arbitrary<string> {
    const patterns = patternsOf(s);
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? 60;
    // lengths count characters (code points), as JSON Schema and zod count them
    const length = (v: string) => [...v].length;
    const fits = (v: string) => length(v) >= min && length(v) <= max && patterns.every((p) => p.test(v));
    const branches: fc.Arbitrary<string>[] = [];
    if (patterns[0]) branches.push(fc.stringMatching(patterns[0]));
    else if (s.format === 'date-time') branches.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    else
      branches.push(
        fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }),
      );
    // at the limit: characters that satisfy the patterns, of one and two UTF-16 code units
    for (const ch of ['é', '😀'])
      if (s.maxLength !== undefined && fits(ch.repeat(max)))
        branches.push(fc.integer({ min: Math.max(min, max - 2), max }).map((n) => ch.repeat(n)));
    return fc.oneof(...branches).filter(fits);
  }

  function valid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(input);
    checkKeywords(s);
    if ('const' in s) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const union = s.oneOf ?? s.anyOf;
    if (union) return fc.oneof(...union.map((v) => valid(v, depth)));
    if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t) => valid({ ...s, type: t }, depth)));
    switch (s.type) {
      case 'string':
        return validString(s);
      case 'integer':
        return fc.integer({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6 });
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth >= MAX_DEPTH ? fc.constant([]) : fc.array(valid(s.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object': {
        const props = s.properties ?? {};
        const required = s.required ?? [];
        const keys = depth >= MAX_DEPTH ? required : Object.keys(props);
        const record = fc.record(Object.fromEntries(keys.map((k) => [k, valid(props[k] ?? {}, depth + 1)])), { requiredKeys: required });
        if (typeof s.additionalProperties !== 'object' || Object.keys(props).length) return record;
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valid(s.additionalProperties, depth + 1), { maxKeys: 3 });
      }
      default:
        throw new Error(`schema without a type has no generator: ${JSON.stringify(s).slice(0, 200)}`);
    }
  }

  function invalid(input: Schema, depth = 0): fc.Arbitrary<unknown> {
    const s = resolve(input);
    checkKeywords(s);
    const branches: fc.Arbitrary<unknown>[] = [weirdValue];
    if ('const' in s || s.enum) {
      const choices = ('const' in s ? [s.const] : (s.enum ?? [])).map(String);
      branches.push(fc.constantFrom(...choices.flatMap((c) => [`${c} `, c.toUpperCase(), c.slice(1)])), oddText);
    }
    const union = s.oneOf ?? s.anyOf;
    if (union) branches.push(...union.map((v) => invalid(v, depth)));
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes('string')) {
      branches.push(oddText);
      if (s.maxLength !== undefined) branches.push(fc.integer({ min: s.maxLength + 1, max: s.maxLength + 40 }).map((n) => 'x'.repeat(n)));
      if (s.maxLength !== undefined) branches.push(fc.integer({ min: 1, max: 3 }).map((n) => '😀'.repeat((s.maxLength ?? 0) + n)));
      if (patternsOf(s).length) branches.push(validString({ ...s, pattern: undefined, allOf: undefined }));
    }
    if (types.includes('integer') || types.includes('number'))
      branches.push(fc.constantFrom((s.minimum ?? 0) - 1, (s.maximum ?? 0) + 1, 0.5, '1', Number.MAX_SAFE_INTEGER + 2));
    if (types.includes('array') && depth < MAX_DEPTH)
      branches.push(fc.array(invalid(s.items ?? {}, depth + 1), { minLength: 1, maxLength: 2 }));
    if (types.includes('object') && s.properties && depth < MAX_DEPTH) {
      const props = s.properties;
      const required = s.required ?? [];
      if (required.length)
        branches.push(
          fc.tuple(valid(s, depth), fc.constantFrom(...required)).map(([o, k]) => {
            const out = { ...(o as Record<string, unknown>) };
            delete out[k];
            return out;
          }),
        );
      branches.push(
        fc
          .constantFrom(...Object.keys(props))
          .chain((k) =>
            fc.tuple(valid(s, depth), invalid(props[k] ?? {}, depth + 1)).map(([o, v]) => ({ ...(o as Record<string, unknown>), [k]: v })),
          ),
      );
    }
    return fc.oneof(...branches);
  }

  return { valid: (s: Schema) => valid(s), invalid: (s: Schema) => invalid(s) };
}
