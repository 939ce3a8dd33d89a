/** The report of what a post holds that the site cannot show (core/blog/unshown.ts makes it). */

/** one piece of content that is not shown */
export interface UnshownBlock {
  /** the source's type for it ('child_database', 'html') */
  type: string;
  /** where it was: 'block 4 of the page, under "Setup", in toggle "More"' */
  where: string;
  /** how many words it held */
  words: number;
  /** its text, cut short */
  text: string;
}

/** a post with content that is not shown */
export interface UnshownPost {
  /** the post's file or Notion page, as problems name it */
  file: string;
  slug: string;
  title: string;
  blocks: UnshownBlock[];
}
