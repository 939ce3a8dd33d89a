/**
 * zod schemas of the blog model, for the server and tests only: the browser imports ./types, never
 * this file, so zod stays out of the browser bundle. The compile-time checks at the bottom keep the
 * schema and the TypeScript types in step.
 */
import * as z from 'zod';
import { type BlogBlock, type BlogPost, type BlogPostSummary, type RichText, TEXT_COLORS } from './types';

const TEXT_COLOR = z.enum([...TEXT_COLORS, ...TEXT_COLORS.map((c) => `${c}_background` as const)]);

export const richTextSchema = z.object({
  plain_text: z.string(),
  annotations: z.object({
    bold: z.boolean(),
    italic: z.boolean(),
    code: z.boolean(),
    strikethrough: z.boolean().optional(),
    underline: z.boolean().optional(),
    color: TEXT_COLOR.optional(),
  }),
  href: z.string().nullable(),
  equation: z.object({ mathml: z.string().startsWith('<math') }).optional(),
  mention: z.object({ type: z.literal('page'), page_id: z.string().min(1) }).optional(),
  footnote: z.object({ id: z.string().min(1) }).optional(),
});

const runs = z.array(richTextSchema);
const textPayload = z.object({ rich_text: runs });
const id = z.string().min(1);

const imageSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file'), file: z.object({ url: z.string().min(1), expiry_time: z.string().optional() }) }),
  z.object({ type: z.literal('external'), external: z.object({ url: z.string().min(1) }) }),
]);

/** an image's intrinsic width or height */
const pixels = z.number().int().min(1).max(100_000);

/** a block of a type, with its payload named after it and any blocks nested in it */
const blockOf = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.object({
    id,
    type: z.literal(type),
    [type]: payload,
    get children() {
      return z.array(blockSchema).optional();
    },
  } as { id: typeof id; type: z.ZodLiteral<T>; children: z.ZodOptional<z.ZodArray<z.ZodType<BlogBlock>>> } & Record<T, P>);

const headingPayload = textPayload.extend({ is_toggleable: z.boolean().optional() });
const media = z.intersection(imageSource, z.object({ caption: runs, name: z.string().optional() }));
const empty = z.object({}).strict();

export const blockSchema: z.ZodType<BlogBlock> = z.discriminatedUnion('type', [
  blockOf('paragraph', textPayload),
  blockOf('heading_1', headingPayload),
  blockOf('heading_2', headingPayload),
  blockOf('heading_3', headingPayload),
  blockOf('bulleted_list_item', textPayload),
  blockOf('numbered_list_item', textPayload),
  blockOf('quote', textPayload),
  blockOf(
    'image',
    z.intersection(
      imageSource,
      z.object({ caption: runs, alt: z.string().optional(), width: pixels.optional(), height: pixels.optional() }),
    ),
  ),
  blockOf('divider', empty),
  blockOf('code', z.object({ rich_text: runs, language: z.string(), caption: runs.optional() })),
  blockOf('to_do', textPayload.extend({ checked: z.boolean() })),
  blockOf('toggle', textPayload),
  blockOf(
    'callout',
    textPayload.extend({
      icon: z.union([z.object({ type: z.literal('emoji'), emoji: z.string().min(1) }), imageSource]).optional(),
    }),
  ),
  blockOf('table', z.object({ table_width: z.number().int().min(1), has_column_header: z.boolean(), has_row_header: z.boolean() })),
  blockOf('table_row', z.object({ cells: z.array(runs) })),
  blockOf('bookmark', z.object({ url: z.string().min(1), caption: runs })),
  blockOf('embed', z.object({ url: z.string().min(1), caption: runs })),
  blockOf('video', media),
  blockOf('file', media),
  blockOf('pdf', media),
  blockOf('audio', media),
  blockOf('equation', z.object({ expression: z.string(), mathml: z.string().startsWith('<math') })),
  blockOf('column_list', empty),
  blockOf('column', z.object({ width_ratio: z.number().positive().optional() })),
  blockOf('table_of_contents', empty),
  blockOf('footnote', z.object({ anchor: z.string().min(1), ref: z.string().nullable() })),
  blockOf(
    'unsupported',
    z.object({ block_type: z.string().min(1), text: z.string(), words: z.number().int().min(0), page_id: z.string().min(1).optional() }),
  ),
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogPostSummarySchema = z.object({
  id,
  slug: z.string().regex(SLUG, 'must be lowercase words joined by hyphens'),
  title: z.string().trim().min(1, 'must not be empty'),
  metaDescription: z.string(),
  description: z.string(),
  seoKeywords: z.array(z.string()),
  tags: z.array(z.string()),
  author: z.string().min(1),
  publishDate: z.string(),
  date: z.string(),
  featuredImage: z.string(),
  image: z.string(),
});

export const blogPostSchema = blogPostSummarySchema.extend({ content: z.array(blockSchema) });

export const blogListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });

// both directions must hold, or the build's typecheck fails
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>(): T | undefined => undefined;
check<Same<z.infer<typeof richTextSchema>, RichText>>();
// blockSchema is declared as z.ZodType<BlogBlock> (it refers to itself through `children`): its options must produce blocks
check<Same<z.infer<typeof blogPostSummarySchema>, BlogPostSummary>>();
check<Same<z.infer<typeof blogPostSchema>, BlogPost>>();
