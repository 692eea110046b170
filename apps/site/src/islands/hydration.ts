/**
 * When an island is hydrated (Astro's `client:*` directives, said as the site needs them):
 * - `visible`: when it comes into view (the calculator, the booking form);
 * - `interaction`: on the first tap of a button in it or focus on one of its fields (the lead
 *   forms, the menu); the tap is held, the button shows it is busy, and it is played again once
 *   the island has hydrated;
 * - `on-toast`: at the first toast an island raises (the toaster the others share), so a page
 *   that raises none never loads it;
 * - `on-demand`: never by itself; rendered in the browser only when something asks for it (a
 *   dialog opened by a button).
 */
export type Hydration = 'visible' | 'interaction' | 'on-toast' | 'on-demand';
