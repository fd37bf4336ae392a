// /science/blogs is the blog list of /blog (canonical /blog, routes.ts).
export { default } from '../../blog/index/+Page';
