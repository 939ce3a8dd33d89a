/**
 * The one blog model, seen by the browser, the API and the exporter alike. It mirrors the shape of
 * Notion's blocks (type + a payload named after the type) so both sources map onto it directly.
 * The matching zod schema lives in ./schema.ts and is used on the server and in tests only.
 */

export interface RichTextAnnotations {
  bold: boolean;
  italic: boolean;
  code: boolean;
}

/** one run of text with the same styling (and link) */
export interface RichText {
  plain_text: string;
  annotations: RichTextAnnotations;
  /** a link target; the renderer shows only http(s), mailto and site paths as links */
  href: string | null;
}

export interface TextPayload {
  rich_text: RichText[];
}

/** where an image lives: a Notion-hosted file (its URL expires) or any other URL */
export type ImageSource = { type: 'file'; file: { url: string; expiry_time?: string } } | { type: 'external'; external: { url: string } };

export type ImagePayload = ImageSource & {
  caption: RichText[];
  /** alternative text (markdown images carry one; Notion images fall back to the caption) */
  alt?: string;
  /** intrinsic size in pixels, when known (the site's own image files): the page reserves the space */
  width?: number;
  height?: number;
};

export const TEXT_BLOCK_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
] as const;

export type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];

export const BLOCK_TYPES = [...TEXT_BLOCK_TYPES, 'image', 'divider', 'code'] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

type TextBlockOf<T extends TextBlockType> = { id: string; type: T } & { [K in T]: TextPayload };

export type ParagraphBlock = TextBlockOf<'paragraph'>;
export type Heading1Block = TextBlockOf<'heading_1'>;
export type Heading2Block = TextBlockOf<'heading_2'>;
export type Heading3Block = TextBlockOf<'heading_3'>;
export type BulletedListItemBlock = TextBlockOf<'bulleted_list_item'>;
export type NumberedListItemBlock = TextBlockOf<'numbered_list_item'>;
export type QuoteBlock = TextBlockOf<'quote'>;
export type TextBlock =
  | ParagraphBlock
  | Heading1Block
  | Heading2Block
  | Heading3Block
  | BulletedListItemBlock
  | NumberedListItemBlock
  | QuoteBlock;

export interface ImageBlock {
  id: string;
  type: 'image';
  image: ImagePayload;
}

export interface DividerBlock {
  id: string;
  type: 'divider';
  divider: Record<string, never>;
}

export interface CodeBlock {
  id: string;
  type: 'code';
  code: TextPayload & { language: string };
}

/** one of the ten block types of a post body */
export type BlogBlock = TextBlock | ImageBlock | DividerBlock | CodeBlock;

/** a post as listed (GET /api/blog/posts): everything but the body */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  metaDescription: string;
  description: string;
  seoKeywords: string[];
  tags: string[];
  /** the writer's name; the company team label when none is given */
  author: string;
  /** as written by the author, normally an ISO date (2025-02-18); may be empty or unparseable */
  publishDate: string;
  /** the same as publishDate (the earlier API's name) */
  date: string;
  /** URL of the featured image; empty means the branded placeholder */
  featuredImage: string;
  /** the same as featuredImage (the earlier API's name) */
  image: string;
}

/** a whole post (GET /api/blog/posts/{slug}) */
export interface BlogPost extends BlogPostSummary {
  content: BlogBlock[];
}

/** the answer of GET /api/blog/posts */
export interface BlogListResponse {
  posts: BlogPostSummary[];
}

/**
 * what the blog list and the home page embed: the newest posts, how many there are, and every tag.
 * The full list (BLOG_POSTS_PATH) is read when a visitor searches, filters or asks for all of them,
 * so a blog of thousands of posts does not make those pages heavy.
 */
export interface BlogListPreview {
  posts: BlogPostSummary[];
  total: number;
  tags: string[];
}

/** the URL of an image block, whichever kind it is */
export function imageUrl(image: ImageSource): string {
  return image.type === 'file' ? image.file.url : image.external.url;
}

/** plain text of a list of runs */
export function plainText(runs: RichText[]): string {
  return runs.map((r) => r.plain_text).join('');
}

/** drops the body: what the list answer carries */
export function toSummary(post: BlogPost): BlogPostSummary {
  const { content: _content, ...summary } = post;
  return summary;
}
