/** The on-demand support booking form: an island, hydrated as it comes into view. */
export { default } from '../../booking/BookingForm';
