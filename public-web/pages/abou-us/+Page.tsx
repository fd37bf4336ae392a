// /abou-us is the same page as /about-us; its canonical URL is /about-us (routes.ts).
export { default } from '../about-us/+Page';
