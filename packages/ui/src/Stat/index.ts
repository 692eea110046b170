export { Stat, StatList } from './Stat';
