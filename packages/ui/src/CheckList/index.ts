export { CheckList } from './CheckList';
