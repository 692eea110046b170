export { PromoBox } from './PromoBox';
