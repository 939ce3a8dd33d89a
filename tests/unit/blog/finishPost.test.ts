import { describe, expect, it } from 'vitest';
import { finishPost } from '../../../core/blog/source';

const raw = (featuredImage: string) => ({
  id: 'p',
  slug: 'p',
  title: 'A post',
  featuredImage,
  content: [],
});

describe('finishPost: a featuredImage from any source (Notion, markdown) goes through the link filter', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    'mailto:a@example.com',
    'images/relative.png',
  ])('drops %j, as a body image would be', (src) => {
    const post = finishPost(raw(src));
    expect(post.featuredImage).toBe('');
    expect(post.image).toBe('');
  });

  it.each(['/images/notion/0123456789abcdef0123.png', 'https://images.example.com/zero-trust.jpg'])('keeps %j', (src) => {
    expect(finishPost(raw(` ${src} `))).toMatchObject({ featuredImage: src, image: src });
  });
});
