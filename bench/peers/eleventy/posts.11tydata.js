export default { layout: 'post.njk', permalink: (data) => `/blog/${data.slug}/` };
