/** The one tag `site dev` adds to a page, and the page without it (the HTML an export writes). */

/** the live-reload script (browser/devClient.ts), bundled when first asked for */
export const CLIENT_PATH = '/__site/dev.js';

/**
 * the one tag `site dev` adds to a page: its live-reload script (an external file, so script-src 'self'
 * covers it), with the number of the last edit the page shows
 */
export const devTag = (edit: number) => `<script type="module" src="${CLIENT_PATH}?v=${edit}"></script>`;
const DEV_TAG = /<script type="module" src="\/__site\/dev\.js\?v=\d+"><\/script>/;

/** a page as `site dev` serves it, without its live-reload tag: the HTML the export writes */
export const withoutDevTag = (html: string) => html.replace(DEV_TAG, '');

export const injectDevTag = (html: string, edit: number) => {
  const at = html.indexOf('</head>');
  return at < 0 ? devTag(edit) + html : html.slice(0, at) + devTag(edit) + html.slice(at);
};
