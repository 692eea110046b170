export { createBookingLinkClient } from './client';
export type { BookingLinkClient, BookingLinkConfig } from './client';
export { readBookingLinkReply } from './read-answer';
export { GONE_REASONS } from './answers';
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
