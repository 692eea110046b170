import type { BookingChangeCopy } from '../shapes/booking-change';

export const BOOKING_CHANGE: BookingChangeCopy = {
  // The services' words are the specification's English, as the page's.
  loadSay: () => Promise.resolve(undefined),
  title: 'Your booking',
  lead: 'See your on-demand support booking, move it to another date and hour, or cancel it.',
  opening: 'Opening your booking…',
  noLink: {
    title: 'Open this page from your email',
    text: 'This page opens from the link in your booking confirmation email. Please follow that link, or contact us.',
  },
  gone: {
    used: {
      title: 'This link has been used',
      text: 'Your booking was changed through this link. Please use the link in the latest email we sent you.',
    },
    expired: {
      title: 'This link has expired',
      text: 'The booking has started, so it can no longer be changed here. Please contact us.',
    },
    erased: {
      title: 'This booking no longer exists',
      text: 'Its details have been deleted. To book again, please use the booking form or contact us.',
    },
    cancelled: {
      title: 'This booking was cancelled',
      text: 'A cancelled booking cannot be changed. To book again, please use the booking form.',
    },
    invalid: {
      title: 'This link is not valid',
      text: 'Please check that you opened the whole link from your email, or contact us.',
    },
  },
  limited: 'Too many attempts on this booking. Please wait a few minutes and try again.',
  failed: 'We could not reach your booking just now. Please try again, or contact us.',
  details: 'Booking details',
  afterHoursApplied: 'Applied',
  cancel: {
    button: 'Cancel booking',
    question: 'Cancel this booking? This cannot be undone.',
    confirm: 'Yes, cancel the booking',
    keep: 'Keep the booking',
    busy: 'Cancelling…',
    done: {
      title: 'Booking cancelled',
      before: 'Booking ',
      after: ' is cancelled. We have emailed you a confirmation.',
    },
  },
  move: {
    button: 'Move booking',
    title: 'Move to another date and hour',
    preview: 'Preview',
    previewBusy: 'Pricing…',
    newFigures: 'Your booking after the move',
    confirm: 'Confirm move',
    busy: 'Moving…',
    back: 'Back',
    done: {
      title: 'Booking moved',
      before: 'Booking ',
      after:
        ' is moved. We have emailed you the new details and a new link; this link can no longer be used.',
    },
  },
};
