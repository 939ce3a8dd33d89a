/**
 * zod schemas of the blog model, for the server and tests only: the browser imports ./types, never
 * this file, so zod stays out of the browser bundle. The compile-time checks at the bottom keep the
 * schema and the TypeScript types in step.
 */
import * as z from 'zod';
import type { BlogBlock, BlogPost, BlogPostSummary, RichText } from './types';

export const richTextSchema = z.object({
  plain_text: z.string(),
  annotations: z.object({ bold: z.boolean(), italic: z.boolean(), code: z.boolean() }),
  href: z.string().nullable(),
});

const runs = z.array(richTextSchema);
const textPayload = z.object({ rich_text: runs });
const id = z.string().min(1);

const textBlock = <T extends string>(type: T) =>
  z.object({ id, type: z.literal(type), [type]: textPayload } as { id: typeof id; type: z.ZodLiteral<T> } & Record<T, typeof textPayload>);

const imageSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file'), file: z.object({ url: z.string().min(1), expiry_time: z.string().optional() }) }),
  z.object({ type: z.literal('external'), external: z.object({ url: z.string().min(1) }) }),
]);

/** an image's intrinsic width or height */
const pixels = z.number().int().min(1).max(100_000);

export const blockSchema = z.discriminatedUnion('type', [
  textBlock('paragraph'),
  textBlock('heading_1'),
  textBlock('heading_2'),
  textBlock('heading_3'),
  textBlock('bulleted_list_item'),
  textBlock('numbered_list_item'),
  textBlock('quote'),
  z.object({
    id,
    type: z.literal('image'),
    image: z.intersection(
      imageSource,
      z.object({ caption: runs, alt: z.string().optional(), width: pixels.optional(), height: pixels.optional() }),
    ),
  }),
  z.object({ id, type: z.literal('divider'), divider: z.object({}).strict() }),
  z.object({ id, type: z.literal('code'), code: z.object({ rich_text: runs, language: z.string() }) }),
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
check<Same<z.infer<typeof blockSchema>, BlogBlock>>();
check<Same<z.infer<typeof blogPostSummarySchema>, BlogPostSummary>>();
check<Same<z.infer<typeof blogPostSchema>, BlogPost>>();
