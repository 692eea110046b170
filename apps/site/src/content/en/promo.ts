/** The side panel's promo box: a module of its own, loaded with the box, after the page. */
export const PROMO = {
  title: 'Need IT Support',
  text: 'Our engineers are one call away, 24/7.',
  action: 'Contact Us Now',
};
