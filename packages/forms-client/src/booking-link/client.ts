import type { FormsConfig } from '../config';
import { fetchOnce } from '../transport';
import type {
  BookingChange,
  BookingLinkAnswer,
  CancelAnswer,
  MoveAnswer,
  PreviewAnswer,
  ViewAnswer,
} from './answers';
import { readBookingLinkReply } from './read-answer';

/** Where the booking link's endpoint is, and how it is reached. */
export interface BookingLinkConfig extends Pick<FormsConfig, 'fetch' | 'timeoutMs'> {
  /** The endpoint's URL; the site's form services serve `/api/booking-link`. */
  readonly endpoint: string;
}

/** What a visitor can do with the link a booking's confirmation mail carries. */
export interface BookingLinkClient {
  /** The booking the link is for. */
  readonly view: (token: string) => Promise<ViewAnswer>;
  /** The booking's new figures if it were moved, priced by the services; nothing changes. */
  readonly preview: (token: string, change: BookingChange) => Promise<PreviewAnswer>;
  /** Moves the booking; the visitor is mailed a new link, and this one is then used. */
  readonly move: (token: string, change: BookingChange) => Promise<MoveAnswer>;
  /** Cancels the booking. */
  readonly cancel: (token: string) => Promise<CancelAnswer>;
}

/**
 * A client of the booking link's endpoint. Each call is one POST, never retried by itself (a
 * repeated move could be refused as a used link when the first went through): an expected
 * failure (the link gone, too many attempts, no answer) is an answer, never thrown.
 *
 * @example
 * const link = createBookingLinkClient({ endpoint: '/api/booking-link' });
 * const answer = await link.view(location.hash.slice(1));
 * if (answer.status === 'booked') console.log(answer.reference, answer.fields.calculated_total_aed);
 */
export function createBookingLinkClient(config: BookingLinkConfig): BookingLinkClient {
  // Each action reads only its own answers: any other is `failed` (so the casts hold).
  const post = (
    body: Readonly<Record<string, unknown>>,
    accepts: readonly BookingLinkAnswer['status'][],
  ): Promise<BookingLinkAnswer> =>
    fetchOnce(config.endpoint, body, config).then((reply) => readBookingLinkReply(reply, accepts));
  return {
    view: (token) => post({ token, action: 'view' }, ['booked']) as Promise<ViewAnswer>,
    preview: (token, change) =>
      post({ token, action: 'preview', change }, ['preview', 'invalid']) as Promise<PreviewAnswer>,
    move: (token, change) =>
      post({ token, action: 'move', change }, ['moved', 'invalid']) as Promise<MoveAnswer>,
    cancel: (token) => post({ token, action: 'cancel' }, ['cancelled']) as Promise<CancelAnswer>,
  };
}
