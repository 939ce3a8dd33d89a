import type { RouteDataContext } from '../../src/shared/routeTypes';

/** the data dynamic routes read while exporting (the blog source is plugged in by api/blog) */
export async function createRouteDataContext(): Promise<RouteDataContext> {
  return {
    blog: {
      listPosts: async () => [],
      getPost: async () => null,
    },
  };
}
