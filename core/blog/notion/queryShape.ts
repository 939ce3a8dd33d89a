import type { QueryShape } from './rawCache';

interface SchemaProperty {
  type?: string;
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** the query filter for published pages, the newest-first sort and the slug's property, from the data source's property names */
export function queryShape(properties: Record<string, SchemaProperty>): QueryShape {
  const find = (names: string[], types: string[]) =>
    Object.entries(properties).find(([name, p]) => names.includes(norm(name)) && types.includes(p.type ?? ''))?.[0];
  const published = find(['published', 'status'], ['checkbox', 'status', 'select']);
  if (!published)
    throw new Error(
      'the Notion database has no "Published" checkbox (or "Status" with a "Published" option): add one so drafts stay hidden',
    );
  const type = properties[published]?.type;
  const filter =
    type === 'checkbox'
      ? { property: published, checkbox: { equals: true } }
      : type === 'status'
        ? { property: published, status: { equals: 'Published' } }
        : { property: published, select: { equals: 'Published' } };
  const date = find(['publishdate', 'publisheddate', 'publicationdate', 'date'], ['date']);
  const sorts = date ? [{ property: date, direction: 'descending' }] : [{ timestamp: 'created_time', direction: 'descending' }];
  const slugProperty = find(['slug', 'urlslug'], ['rich_text']);
  return { filter, sorts, ...(slugProperty ? { slugProperty } : {}) };
}

/** the published pages whose Slug property reads exactly `slug` (one filtered query finds a post) */
export function slugFilter(shape: QueryShape, slug: string): unknown | null {
  if (!shape.slugProperty) return null;
  return { and: [shape.filter, { property: shape.slugProperty, rich_text: { equals: slug } }] };
}
