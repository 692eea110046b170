/** The booking-change page's island, hydrated as it comes into view: the booking its mail links to. */
export { default } from '../../booking/BookingChange';
