/**
 * The one blog model, seen by the browser, the API and the exporter alike. It mirrors the shape of
 * Notion's blocks (type + a payload named after the type) so both sources map onto it directly.
 * The matching zod schema lives in ./schema.ts and is used on the server and in tests only.
 */

/** Notion's text colours; each has a `_background` form */
export const TEXT_COLORS = ['gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red'] as const;

export type TextColor = (typeof TEXT_COLORS)[number] | `${(typeof TEXT_COLORS)[number]}_background`;

/**
 * A run's styling. The three first are always there; the others only when set (true, or a colour
 * other than the default), so the posts of the original ten block types keep the JSON they had.
 */
export interface RichTextAnnotations {
  bold: boolean;
  italic: boolean;
  code: boolean;
  strikethrough?: boolean;
  underline?: boolean;
  color?: TextColor;
}

/** one run of text with the same styling (and link) */
export interface RichText {
  plain_text: string;
  annotations: RichTextAnnotations;
  /** a link target; the renderer shows only http(s), mailto, site paths and footnote anchors as links */
  href: string | null;
  /** an inline equation: plain_text is its TeX, mathml the MathML the server made of it (no script in the browser) */
  equation?: { mathml: string };
  /** a mention of a Notion page: href becomes the post's path once the page is known to be a published post (linkPageMentions) */
  mention?: { type: 'page'; page_id: string };
  /** a footnote reference (markdown): the id of its element, which the footnote links back to */
  footnote?: { id: string };
}

export interface TextPayload {
  rich_text: RichText[];
}

/** any block may hold blocks: a nested list, a toggle's or a callout's contents, a table's rows, a column's blocks */
interface Nested {
  children?: BlogBlock[];
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

/** the ten block types of the original model; their rendering never changes */
export const BLOCK_TYPES = [...TEXT_BLOCK_TYPES, 'image', 'divider', 'code'] as const;

export type BlockType = (typeof BLOCK_TYPES)[number];

type TextBlockOf<T extends TextBlockType, P = TextPayload> = { id: string; type: T } & { [K in T]: P } & Nested;

/** a heading; a toggleable one shows its children in a <details> */
export type HeadingPayload = TextPayload & { is_toggleable?: boolean };

export type ParagraphBlock = TextBlockOf<'paragraph'>;
export type Heading1Block = TextBlockOf<'heading_1', HeadingPayload>;
export type Heading2Block = TextBlockOf<'heading_2', HeadingPayload>;
export type Heading3Block = TextBlockOf<'heading_3', HeadingPayload>;
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

export interface ImageBlock extends Nested {
  id: string;
  type: 'image';
  image: ImagePayload;
}

export interface DividerBlock extends Nested {
  id: string;
  type: 'divider';
  divider: Record<string, never>;
}

export interface CodeBlock extends Nested {
  id: string;
  type: 'code';
  /** caption: Notion's, only when the writer gave one */
  code: TextPayload & { language: string; caption?: RichText[] };
}

/** a block whose payload is `P`, named after its type, as Notion shapes them */
type BlockOf<T extends string, P> = { id: string; type: T } & { [K in T]: P } & Nested;

export type ToDoBlock = BlockOf<'to_do', TextPayload & { checked: boolean }>;
/** a toggle: its text is the summary, its children the contents (<details>) */
export type ToggleBlock = BlockOf<'toggle', TextPayload>;

/** a callout's icon: an emoji, or an image (a Notion-hosted one is copied like any image) */
export type CalloutIcon = { type: 'emoji'; emoji: string } | ImageSource;
export type CalloutBlock = BlockOf<'callout', TextPayload & { icon?: CalloutIcon }>;

/** a table: its children are its rows (table_row), the first of them the header row when has_column_header */
export type TableBlock = BlockOf<'table', { table_width: number; has_column_header: boolean; has_row_header: boolean }>;
export type TableRowBlock = BlockOf<'table_row', { cells: RichText[][] }>;

/** a link card (Notion's bookmarks and link previews); nothing is fetched from the address */
export type BookmarkBlock = BlockOf<'bookmark', { url: string; caption: RichText[] }>;
/** embedded content: a YouTube video plays on click, anything else is a link */
export type EmbedBlock = BlockOf<'embed', { url: string; caption: RichText[] }>;

/** a video, file, PDF or audio file: hosted by Notion (copied like an image) or elsewhere */
export type MediaPayload = ImageSource & { caption: RichText[]; name?: string };
export type VideoBlock = BlockOf<'video', MediaPayload>;
export type FileBlock = BlockOf<'file', MediaPayload>;
export type PdfBlock = BlockOf<'pdf', MediaPayload>;
export type AudioBlock = BlockOf<'audio', MediaPayload>;

/** a display equation: its TeX and the MathML the server made of it */
export type EquationBlock = BlockOf<'equation', { expression: string; mathml: string }>;

/** columns side by side (stacked on a phone): the children are `column` blocks */
export type ColumnListBlock = BlockOf<'column_list', Record<string, never>>;
export type ColumnBlock = BlockOf<'column', { width_ratio?: number }>;

/** the post's headings as links */
export type TableOfContentsBlock = BlockOf<'table_of_contents', Record<string, never>>;

/** a markdown footnote: its contents are the children; `anchor` is its element's id, `ref` that of its first reference */
export type FootnoteBlock = BlockOf<'footnote', { anchor: string; ref: string | null }>;

/**
 * content the site cannot show, kept so it is reported (core/blog/unshown.ts): the source's type
 * ('child_database', 'html'), its text (cut short) and how many words it held. Nothing is rendered. A
 * Notion link to a page keeps the page's id: it becomes a link once the page is known to be a post.
 */
export type UnsupportedBlock = BlockOf<'unsupported', { block_type: string; text: string; words: number; page_id?: string }>;

/** one block of a post body: the original ten types and those added with children (issue 34) */
export type BlogBlock =
  | TextBlock
  | ImageBlock
  | DividerBlock
  | CodeBlock
  | ToDoBlock
  | ToggleBlock
  | CalloutBlock
  | TableBlock
  | TableRowBlock
  | BookmarkBlock
  | EmbedBlock
  | VideoBlock
  | FileBlock
  | PdfBlock
  | AudioBlock
  | EquationBlock
  | ColumnListBlock
  | ColumnBlock
  | TableOfContentsBlock
  | FootnoteBlock
  | UnsupportedBlock;

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
