export { data } from '../about-us/+data';
