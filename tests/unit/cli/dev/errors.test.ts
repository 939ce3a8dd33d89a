import { describe, expect, it } from 'vitest';
import { postProblemLine } from '../../../../cli/dev/errors';

describe('postProblemLine', () => {
  const text = '---\ntitle: "A"\nslug: Bad Slug\npublished: true\n---\nBody\n';
  it('points at the field, the YAML line, or the opening line', () => {
    expect(postProblemLine(text, 'front matter: slug must be lowercase words joined by hyphens')).toBe(3);
    expect(postProblemLine(text, 'front matter is not valid YAML: Nested mappings are not allowed at line 2, column 7')).toBe(3);
    expect(postProblemLine(text, 'front matter: author is required')).toBe(1);
  });
});
