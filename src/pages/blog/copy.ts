/** The blog pages' words; the spec's exact texts are marked. */
export const blogCopy = {
  meta: {
    title: 'Blog: Passwordless Security Insights',
    description:
      'Practical articles on passwordless authentication, phishing-resistant MFA, zero trust and privileged access from the BlokSecure team.',
  },
  hero: {
    eyebrow: 'Insights',
    title: 'The BlokSecure Blog',
    text: 'Practical guidance on passwordless authentication, phishing-resistant MFA, zero trust and access security.',
  },
  searchLabel: 'Search articles',
  /** spec */
  searchPlaceholder: 'Search articles...',
  tagGroupLabel: 'Filter by tag',
  /** spec */
  clearFilters: 'Clear filters',
  /** spec */
  readArticle: 'Read article',
  defaultDescription: 'Read the full article for insights on passwordless, phishing-resistant security.',
  loadingList: 'Loading blog posts',
  /** spec (section 8) */
  listError: { title: 'Unable to load blog posts', text: "We're experiencing some technical difficulties. Please try again later." },
  /** spec (section 8) */
  noMatchTitle: 'No posts found',
  noMatchText(search: string, tag: string): string {
    if (search && tag) return `No articles tagged "${tag}" match "${search}".`;
    if (search) return `No articles match "${search}".`;
    return `No articles are tagged "${tag}".`;
  },
  /** spec (section 8) */
  empty: 'No blog posts available at the moment.',
  resultCount: (n: number) => `${n} ${n === 1 ? 'article' : 'articles'} shown`,
  /** the list shows the newest posts first; the rest load on demand (a search or a tag reads them all) */
  showAll: (n: number) => `Show all ${n.toLocaleString('en-US')} articles`,
  loadingAll: 'Loading all articles…',
  loadAllFailed: 'Some articles could not be loaded, so this list may be incomplete.',
  retry: 'Try again',
  post: {
    backToBlog: 'All articles',
    /** spec */
    noDate: 'No date',
    by: 'By',
    shareTitle: 'Share this article',
    shareOn: (network: string) => `Share on ${network} (opens in a new window)`,
    /** the post's share row names the short-post network 'X' (the event menu says 'X (Twitter)') */
    shareLabels: { linkedin: 'LinkedIn', facebook: 'Facebook', x: 'X' },
    summary: 'Summary',
    topics: 'Topics',
    /** spec */
    contentLoading: 'Content is being loaded...',
    /** spec */
    related: 'Related Articles',
    /** spec */
    relatedLoading: 'Recommendations loading...',
    loading: 'Loading article',
    /** spec */
    notFoundText: "Sorry, we couldn't find the blog post you're looking for.",
    /** spec */
    backToAll: 'Back to All Posts',
    errorFallback: 'Unable to load this article',
    errorMetaTitle: 'Blog post not found',
  },
} as const;
