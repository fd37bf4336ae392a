export { default } from '../../../../components/contentPage/ContentRoutePage';
