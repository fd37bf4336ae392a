export { data } from '../../blog/index/+data';
