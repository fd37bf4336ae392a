/** The blog list's page size: 4 posts at first, 'Explore more' adds 4 (the posts are the API's). */
export const BLOG_PAGE_SIZE = 4;
