import type { PromoCopy } from '../shapes/promo';

export const PROMO: PromoCopy = {
  title: 'Need IT Support',
  text: 'Our engineers are one call away, 24/7.',
  action: 'Contact Us Now',
};
