import { encodeBooking } from '@acme/forms-client/contract';
import { priceOnDemand, type OnDemandRequest } from '@acme/pricing-engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BOOKING_LINK_LIMIT, bookingLimit } from '../booking-link/booking-limit';
import { bookingVersion, isCancelled } from '../booking-link/booking-state';
import { linkClaims } from '../booking-link/link-token';
import { checkedChange } from '../booking-link/requested-change';
import type { PricedBooking } from '../booking';
import { decodeLead } from '../lead/decode-lead';
import { allowSiteOrigin, answerPreflight } from './site-cors';
import type { BookingSlot, DeliveryPlan, LeadStore, StoredLead } from '../store/lead-store';

/** What the booking link's endpoint needs from the server around it. */
export interface BookingLinkContext {
  readonly store: LeadStore;
  /** `FORMS_LINK_SECRET`; unset, the endpoint answers 404. */
  readonly secret: string | undefined;
  /** Who a change's mails go to: the lead's own plan. */
  readonly plan: (lead: StoredLead) => DeliveryPlan;
  /** A change was stored: its mails are due. */
  readonly changed: () => void;
  readonly now: () => Date;
  /** The pages' origin, which may ask from another one (pages on a static host): CORS allows it. */
  readonly siteOrigin: string;
}

/** Why a link cannot be used, as the page is told. */
type GoneReason = 'invalid' | 'used' | 'expired' | 'erased' | 'cancelled';

const ACTIONS = new Set(['view', 'preview', 'move', 'cancel']);

const json = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).type('application/json; charset=utf-8').send(body);

const gone = (reply: FastifyReply, reason: GoneReason) =>
  json(reply, reason === 'invalid' ? 400 : 410, { status: 'gone', reason });

const slotOf = ({ request, quote }: PricedBooking): BookingSlot => ({
  date: request.date,
  startHour: Number(request.startHour),
  hours: quote.hours,
});

const priced = (request: OnDemandRequest): PricedBooking => ({
  request,
  quote: priceOnDemand(request),
});

/**
 * `POST /api/booking-link`: what the booking's page asks with the token of its link (`view`,
 * `preview` a move, `move`, `cancel`), answered in JSON. The token travels in the body only, so
 * no log line holds it (the request log has the method and path). A change is stored only if the
 * booking is still at the link's version; the one that loses a race, or a link a change has
 * replaced, is told `used`. Requests are limited per booking, not per address.
 */
export function bookingLinkRoute(app: FastifyInstance, context: BookingLinkContext): void {
  const limit = bookingLimit(BOOKING_LINK_LIMIT);
  // Pages on another origin post their JSON after a CORS preflight: allowed for the site's only.
  const allowSite = allowSiteOrigin(context.siteOrigin);
  app.options(
    '/api/booking-link',
    { config: { rateLimit: false }, onRequest: allowSite },
    answerPreflight,
  );
  app.post(
    '/api/booking-link',
    // Limited per booking below, and answered in its own JSON: not the forms' per-address limit.
    { config: { rateLimit: false }, bodyLimit: 4096, onRequest: allowSite },
    async (request, reply) => {
      const { secret } = context;
      if (!secret) return json(reply, 404, { status: 'gone', reason: 'invalid' });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { token, action, change } = body;
      const claims =
        typeof token === 'string' && typeof action === 'string' && ACTIONS.has(action)
          ? linkClaims(secret, token)
          : null;
      if (!claims) return gone(reply, 'invalid');
      const now = context.now();
      const wait = limit.take(claims.lead, now.getTime());
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return json(reply, 429, { status: 'limited' });
      }
      const found = await context.store.leads.find(claims.lead);
      if (!found || found.lead.id !== claims.lead) return gone(reply, 'erased');
      const stored = found.lead;
      const lead = decodeLead(stored);
      if (lead.form !== 'booking' || !('booking' in lead)) return gone(reply, 'invalid');
      if (isCancelled(stored)) return gone(reply, 'cancelled');
      if (bookingVersion(stored) !== claims.version) return gone(reply, 'used');
      if (now.getTime() >= claims.expires) return gone(reply, 'expired');
      const { booking } = lead;
      const answered = (status: string, fields: PricedBooking, lead: StoredLead = stored) =>
        json(reply, 200, {
          status,
          reference: lead.reference,
          language: decodeLead(lead).language,
          fields: encodeBooking(fields.request, fields.quote),
        });
      if (action === 'view') return answered('booked', booking);

      const store = async (fields: Record<string, string>, to: PricedBooking | null) => {
        const outcome = await context.store.leads.changeBooking(
          stored.id,
          {
            version: claims.version,
            fields,
            change: {
              at: now.toISOString(),
              action: to ? 'moved' : 'cancelled',
              from: slotOf(booking),
              to: to && slotOf(to),
            },
          },
          context.plan(stored),
          now,
        );
        if (outcome.status === 'stale') return null;
        if (outcome.status === 'missing') return 'erased' as const;
        request.log.info(
          { lead: stored.id, form: 'booking' },
          `booking ${to ? 'moved' : 'cancelled'}`,
        );
        context.changed();
        return outcome.lead;
      };

      if (action === 'cancel') {
        const changed = await store(stored.fields, null);
        if (changed === null) return gone(reply, 'used');
        if (changed === 'erased') return gone(reply, 'erased');
        return answered('cancelled', booking, changed);
      }
      const checked = checkedChange(booking.request, change, now);
      if (checked.errors) return json(reply, 422, { status: 'invalid', errors: checked.errors });
      const moved = priced(checked.request);
      if (action === 'preview')
        return json(reply, 200, {
          status: 'preview',
          fields: encodeBooking(moved.request, moved.quote),
        });
      const changed = await store(
        { ...stored.fields, ...encodeBooking(moved.request, moved.quote) },
        moved,
      );
      if (changed === null) return gone(reply, 'used');
      if (changed === 'erased') return gone(reply, 'erased');
      return answered('moved', moved, changed);
    },
  );
}
