/** docs/api.md from the OpenAPI document: the routes by tag, then the schemas, as tables (scripts/api-docs.ts writes it). */

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  enum?: unknown[];
};

const COMPONENT = '#/components/schemas/';
const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** a schema in a few words: `string`, `"a" | "b"`, [Name](#name)[], … */
export function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (s.$ref) {
    const name = s.$ref.slice(COMPONENT.length);
    return `[${name}](#${anchor(name)})`;
  }
  if ('const' in s) return code(JSON.stringify(s.const));
  if (s.enum) return s.enum.map((v) => code(JSON.stringify(v))).join(' \\| ');
  const union = s.oneOf ?? s.anyOf;
  if (union) return union.map(typeOf).join(' \\| ');
  if (Array.isArray(s.type)) return s.type.map((t) => typeOf({ ...s, type: t })).join(' \\| ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  if (s.type === 'object' && !s.properties && s.additionalProperties && typeof s.additionalProperties === 'object')
    return `map of ${typeOf(s.additionalProperties)}`;
  return s.type ?? 'any';
}

/** the rules of a value beyond its type */
function rules(s: Schema): string {
  const out: string[] = [];
  const chars = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
  if (typeof s.minLength === 'number') out.push(`at least ${chars(s.minLength)}`);
  if (typeof s.maxLength === 'number') out.push(`at most ${chars(s.maxLength)}`);
  if (typeof s.minimum === 'number') out.push(`≥ ${s.minimum}`);
  if (typeof s.maximum === 'number') out.push(`≤ ${s.maximum}`);
  if (typeof s.exclusiveMinimum === 'number') out.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.format === 'string') out.push(`format ${s.format}`);
  for (const p of [s, ...(s.allOf ?? [])]) if (typeof p.pattern === 'string') out.push(`matches ${code(p.pattern)}`);
  if ('default' in s) out.push(`default ${code(JSON.stringify(s.default))}`);
  return out.join('; ');
}

/** the rows of an object's fields, nested objects as dotted names */
function fieldRows(s: Schema, prefix = ''): string[] {
  const rows: string[] = [];
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    const required = s.required?.includes(name) ? 'yes' : 'no';
    const nested =
      field.type === 'object' && field.properties ? field : field.type === 'array' && field.items?.properties ? field.items : null;
    const type = nested ? (nested === field ? 'object' : 'object[]') : typeOf(field);
    const description = typeof field.description === 'string' ? field.description : '';
    rows.push(`| ${code(prefix + name)} | ${type} | ${required} | ${cell(rules(field))} | ${cell(description)} |`);
    if (nested) rows.push(...fieldRows(nested, `${prefix}${name}${nested === field ? '' : '[]'}.`));
  }
  return rows;
}

function schemaSection(name: string, s: Schema): string[] {
  const out = [`### ${name}`, ''];
  if (typeof s.description === 'string') out.push(s.description, '');
  const variants = s.oneOf ?? s.anyOf;
  const table = (o: Schema) => ['| field | type | required | rules | description |', '|---|---|---|---|---|', ...fieldRows(o), ''];
  if (variants) {
    out.push('One of:', '');
    for (const v of variants) {
      const tag = Object.entries(v.properties ?? {}).find(([, p]) => 'const' in p);
      if (v.properties) out.push(`- ${tag ? `${code(tag[0])} = ${typeOf(tag[1])}` : 'an object'}:`, '', ...table(v));
      else out.push(`- ${typeOf(v)}`, '');
    }
  } else if (s.properties) out.push(...table(s));
  else out.push(`${typeOf(s)}${rules(s) ? ` (${rules(s)})` : ''}`, '');
  return out;
}

function operationSection(path: string, method: string, op: Json): string[] {
  const out = [`### ${method.toUpperCase()} ${path}`, '', `**${op.summary as string}**`, ''];
  if (typeof op.description === 'string') out.push(op.description, '');
  out.push(`Auth: ${(op.security as unknown[]).length ? 'the admin token (`Authorization: Bearer …`)' : 'none'}.`, '');
  const params = (op.parameters as Array<Json & { schema: Schema }> | undefined) ?? [];
  if (params.length) {
    out.push('| parameter | in | required | type | rules | description |', '|---|---|---|---|---|---|');
    for (const p of params)
      out.push(
        `| ${code(p.name as string)} | ${p.in as string} | ${p.required ? 'yes' : 'no'} | ${typeOf(p.schema)} | ${cell(rules(p.schema))} | ${cell((p.description as string) ?? '')} |`,
      );
    out.push('');
  }
  const body = op.requestBody as { description: string; required: boolean; content: Record<string, { schema: Schema }> } | undefined;
  if (body)
    for (const [type, media] of Object.entries(body.content))
      out.push(`Body (${code(type)}${body.required ? ', required' : ''}): ${typeOf(media.schema)}. ${body.description}`, '');
  out.push('| status | body | meaning |', '|---|---|---|');
  for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
    const content = Object.entries((r.content as Record<string, { schema?: Schema }> | undefined) ?? {});
    const bodies = content.map(([type, m]) => (m.schema ? typeOf(m.schema) : code(type))).join(', ') || '(none)';
    const headers = Object.keys((r.headers as Json | undefined) ?? {});
    const meaning = `${r.description as string}${headers.length ? ` Headers: ${headers.map(code).join(', ')}.` : ''}`;
    out.push(`| ${status} | ${bodies} | ${cell(meaning)} |`);
  }
  out.push('');
  return out;
}

/** the whole page */
export function apiMarkdown(doc: Json, intro: string): string {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const tags = doc.tags as Array<{ name: string; description: string }>;
  const out = [intro.trimEnd(), ''];
  out.push('## Routes', '');
  for (const tag of tags) {
    out.push(`- **${tag.name}**: ${tag.description}`);
    for (const [p, item] of Object.entries(paths))
      for (const [method, op] of Object.entries(item))
        if ((op.tags as string[])[0] === tag.name)
          out.push(`  - [${method.toUpperCase()} ${p}](#${anchor(`${method} ${p}`)}): ${op.summary as string}`);
  }
  out.push('');
  for (const tag of tags) {
    out.push(`## ${tag.name}`, '', tag.description, '');
    for (const [p, item] of Object.entries(paths))
      for (const [method, op] of Object.entries(item))
        if ((op.tags as string[])[0] === tag.name) out.push(...operationSection(p, method, op));
  }
  out.push('## Schemas', '');
  const schemas = (doc.components as { schemas: Record<string, Schema> }).schemas;
  for (const [name, s] of Object.entries(schemas)) out.push(...schemaSection(name, s));
  return `${out.join('\n').trimEnd()}\n`;
}
