import { TOO_LARGE_MESSAGE } from './forms';

/**
 * The answers the form services give, in the words the site shows: part of the contract, so that
 * a page in another language says them in it as it says the forms' own messages.
 */
export const SERVICE_MESSAGES = {
  accepted: 'Form submitted successfully.',
  badKey: 'Invalid access key.',
  /** For a refusal the form itself shows no words for (the quote request's blank field). */
  incomplete: 'Please fill in every required field.',
  tooMany: 'Too many submissions. Please wait a minute and try again.',
  tooLarge: TOO_LARGE_MESSAGE,
  /** A saved quote whose calculator state names no calculation. */
  noQuote: 'The quote could not be read. Please calculate it again.',
  unexpected: 'The submission could not be processed. Please try again.',
  /** The store did not answer: nothing was kept, and the visitor may send it again later. */
  unavailable: 'The service is unavailable right now. Please try again in a few minutes.',
} as const;
