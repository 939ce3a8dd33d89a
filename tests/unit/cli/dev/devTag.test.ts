import { describe, expect, it } from 'vitest';
import { devTag, injectDevTag, withoutDevTag } from '../../../../cli/dev/devTag';

describe('injectDevTag', () => {
  it('adds the live script, with the number of the edit the page shows, before </head> and nothing else', () => {
    const html = '<!DOCTYPE html><html><head><title>t</title></head><body></body></html>';
    const out = injectDevTag(html, 12);
    expect(out).toContain('<script type="module" src="/__site/dev.js?v=12"></script>');
    expect(withoutDevTag(out)).toBe(html);
    expect(out.indexOf(devTag(12))).toBe(html.indexOf('</head>'));
  });
});
