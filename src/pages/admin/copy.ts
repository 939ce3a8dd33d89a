/** The admin page's words (labels of the actions live in src/shared/adminActions.ts). */
export const adminCopy = {
  meta: {
    title: 'Static Site Generator',
    description:
      'Admin tools: export the site to static HTML, rebuild the blog pages, and package the export as a ZIP file or a Replit project.',
  },
  hero: {
    eyebrow: 'Admin',
    title: 'Static Site Generator',
    text: 'Export every page to static HTML, rebuild the blog after publishing, and package the export for a static host or Replit.',
  },
  token: {
    title: 'Admin access',
    text: 'Enter the admin token: the ADMIN_TOKEN variable of the server or, when that is not set, the token in its data folder (data/admin-token). It is kept for this browser session only.',
    label: 'Admin token',
    submit: 'Continue',
    checking: 'Checking...',
    unreachable: 'Could not reach the server: check that `site serve` is running and try again.',
    signOut: 'Forget token',
  },
  blog: {
    title: 'Blog Pages',
    text: 'Render the blog list and every post page into the existing export, with the feed and the sitemap. Run it after publishing or editing posts.',
  },
  complete: {
    title: 'Complete Site Export',
    text: 'Render every page into a fresh export, zip it for a static host, or bundle it with a small Node server for Replit.',
    downloads: 'Downloads',
    download: (name: string) => `Download ${name}`,
  },
  publish: {
    title: 'Publish',
    text: 'Render a fresh export and upload what changed to the site storage (new files first, removed ones deleted last):',
  },
  result: {
    success: 'Success',
    failed: 'Failed',
    totalPages: 'Total pages',
    totalPosts: 'Total posts',
    successCount: 'Successful',
    errorCount: 'Errors',
    outputDirectory: 'Output folder',
    errors: 'Errors',
    errorsRegion: 'Errors of the last run',
  },
  posts: {
    title: 'Published Posts',
    loading: 'Loading posts...',
    error: 'Could not load the published posts',
    empty: 'No published blog posts found',
    slug: 'Slug',
    author: 'Author',
    date: 'Date',
    noDate: 'No date',
    more: (n: number) => `+${n} more`,
  },
  working: 'Working...',
} as const;
