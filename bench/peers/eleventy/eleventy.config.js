export default function (eleventyConfig) {
  eleventyConfig.addCollection('posts', (api) =>
    api.getFilteredByGlob('posts/*.md').sort((a, b) => String(b.data.publishDate).localeCompare(String(a.data.publishDate))),
  );
  eleventyConfig.addFilter('readableDate', (value) =>
    new Date(value).toLocaleDateString('en-us', { year: 'numeric', month: 'long', day: 'numeric' }),
  );
  return { dir: { input: '.', includes: '_includes', output: '_site' }, markdownTemplateEngine: false, htmlTemplateEngine: 'njk' };
}
