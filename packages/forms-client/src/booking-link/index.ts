export { createBookingLinkClient } from './client';
export type { BookingLinkClient, BookingLinkConfig } from './client';
export { readBookingLinkReply } from './read-answer';
export { GONE_REASONS } from './answers';
// What the booking form says of a date and a length it does not take: a change is held to the same.
export { BOOKING_PAST_DATE_MESSAGE, BOOKING_TOO_LONG_MESSAGE } from '../contract/booking';
export type { BookingWireFields, DecodedBooking } from '../contract/booking';
export type {
  BookingChange,
  BookingChangeField,
  BookingLinkAnswer,
  BookingLinkFailure,
  CancelAnswer,
  GoneReason,
  InvalidChange,
  LinkedBooking,
  MoveAnswer,
  NamedBooking,
  PreviewAnswer,
  ViewAnswer,
} from './answers';
