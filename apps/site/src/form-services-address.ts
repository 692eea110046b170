/** The form services' origin when the forms post to another one (pages on a static host), else ''. */
export const formServicesOrigin = (formMailEndpoint: string) =>
  /^https?:\/\//.test(formMailEndpoint) ? new URL(formMailEndpoint).origin : '';

/**
 * Where one of the form services' endpoints is: on the origin of the form-mail endpoint
 * (`VITE_FORMS_ENDPOINT`) when that is a full address, else on this origin.
 *
 * @example
 * formServicesUrl('/api/submit', '/api/booking-link'); // => '/api/booking-link'
 * formServicesUrl('https://forms.acme.ae/api/submit', '/api/booking-link'); // => 'https://forms.acme.ae/api/booking-link'
 */
export const formServicesUrl = (formMailEndpoint: string, path: string) =>
  `${formServicesOrigin(formMailEndpoint)}${path}`;
