/** The booking-change page's island, hydrated as the page loads: the booking its mail links to. */
export { default } from '../../booking/BookingChange';
