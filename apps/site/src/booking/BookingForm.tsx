import {
  EMIRATES,
  ON_DEMAND_RATES,
  defaultBooking,
  filsToAed,
  priceOnDemand,
  todayInDubai,
  type AfterHoursReason,
  type BookingDefaults,
  type Fils,
} from '@acme/pricing-engine';
import {
  ActionRow,
  Alert,
  Button,
  Card,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  theme,
} from '@acme/ui';
import { BOOKING } from '@content/booking';
import { BOOKING_TERMS } from '@content/booking-terms';
import { money } from '@content/money';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ContactFields } from '../components/ContactFields';
import { ReservedText } from '../components/ReservedText';
import { useAfterHydration } from '../components/use-after-hydration';
import { Honeypot } from '../components/Honeypot';
import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { sendWith } from '../forms';
import { NeedsScript } from '../components/NeedsScript';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';
import { bookingTime, clockHour } from './booking-time';
import { BookingWhenFields } from './BookingWhenFields';

/** How long the success banner shows before the form resets (site-pages.md §9). */
export const BOOKING_RESET_MS = 3500;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  /* The date's parts (Chromium's and Safari's date field) are as wide empty as filled in, so the
     date filled in after hydration moves nothing. */
  input[type='date'] {
    font-variant-numeric: tabular-nums;
  }
  input[type='date']::-webkit-datetime-edit-month-field,
  input[type='date']::-webkit-datetime-edit-day-field {
    display: inline-block;
    width: 3.2ch;
  }
  input[type='date']::-webkit-datetime-edit-year-field {
    display: inline-block;
    width: 4.4ch;
  }
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The start hour of the prerendered form, before the visitor's clock is known: business hours
 * open, so the prerendered quote is the plain rate.
 */
const PRERENDERED_START_HOUR = String(ON_DEMAND_RATES.businessHours.startHour);

/** A quote row that does not apply to this booking. */
const NOT_APPLIED = '—';

/** One of the quote's amounts, which the engine gives in fils, as this language prints dirhams. */
const amount = (fils: Fils) => money(filsToAed(fils));

const MULTIPLIER = BOOKING_TERMS.afterHours(ON_DEMAND_RATES.afterHoursMultiplier);

/** The after-hours row's label, per reason; every one holds its room in the quote. */
const AFTER_HOURS_LABELS: Readonly<Record<AfterHoursReason | 'none', string>> = {
  weekend: BOOKING.quote.weekend(MULTIPLIER),
  'outside-business-hours': BOOKING.quote.outsideBusinessHours(
    MULTIPLIER,
    clockHour(ON_DEMAND_RATES.businessHours.startHour),
    clockHour(ON_DEMAND_RATES.businessHours.endHour),
  ),
  none: BOOKING.quote.notApplied(MULTIPLIER),
};

function formValues(defaults: BookingDefaults) {
  return {
    serviceType: defaults.serviceType as string,
    emirate: defaults.emirate ?? '',
    date: defaults.date,
    startHour: String(defaults.startHour),
    hours: String(defaults.hours),
    name: '',
    email: '',
    company: '',
    phone: '',
    address: '',
    notes: '',
    botcheck: '',
  };
}

/**
 * The booking form with its live quote, prerendered with the page. What depends on the visitor's
 * clock (today in Dubai, the next whole hour) is filled in once the page has hydrated: the
 * prerendered form has no date and starts at opening time, and the quote keeps the same rows
 * whatever it holds, so the fill moves nothing. The forms client that sends it loads later.
 */
export default function BookingForm() {
  const instant = new Date();
  const defaultsNow = defaultBooking(instant);
  const today = useAfterHydration(todayInDubai(instant), '');
  const startingDate = useAfterHydration(defaultsNow.date, '');
  const startingHour = useAfterHydration(String(defaultsNow.startHour), PRERENDERED_START_HOUR);
  const [defaults] = useState<BookingDefaults>(() => ({
    ...defaultsNow,
    date: startingDate,
    startHour: Number(startingHour),
  }));
  // The last booking stays said under the form after the banner resets it.
  const [lastBooking, setLastBooking] = useState<string | null>(null);
  // What was sent, for the line that outlives the form's reset.
  const sent = useRef<{ date: string; startHour: string } | null>(null);
  const { values, setValues, state, reference, message, submit, field, sending } = useLeadForm(
    formValues(defaults),
    (v, options) => {
      sent.current = v;
      return sendWith((forms) =>
        forms.booking(
          { ...v, serviceType: v.serviceType === 'onsite' ? 'onsite' : 'remote' },
          options,
        ),
      );
    },
    {
      onSent: (sentAs) => {
        // Set by the send this success answers.
        if (sent.current) setLastBooking(BOOKING.lastBooking(sentAs, bookingTime(sent.current)));
      },
      afterSent: {
        ms: BOOKING_RESET_MS,
        then: (reset) => reset(formValues(defaultBooking(new Date()))),
      },
    },
  );

  // Once hydrated, the form starts today at the next whole hour, unless the visitor chose already.
  useEffect(() => {
    if (startingDate === '') return;
    setValues((v) =>
      v.date === '' && v.startHour === PRERENDERED_START_HOUR
        ? { ...v, date: startingDate, startHour: startingHour }
        : v,
    );
  }, [startingDate, startingHour, setValues]);

  const onsite = values.serviceType === 'onsite';
  const quote = priceOnDemand(values);
  // What after-hours would add, held in its place whether it applies or not: the fill after
  // hydration turns it on without moving it.
  const afterHoursCharge = amount(quote.afterHoursCharge);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label={BOOKING.label}>
        <NeedsScript />
        <RadioGroup
          legend={BOOKING_TERMS.serviceType}
          name="serviceType"
          inline
          value={values.serviceType as 'remote' | 'onsite'}
          onChange={(serviceType) =>
            set(serviceType === 'remote' ? { serviceType, emirate: '' } : { serviceType })
          }
          options={[
            { value: 'remote', label: BOOKING_TERMS.serviceTypes.remote },
            { value: 'onsite', label: BOOKING_TERMS.serviceTypes.onsite },
          ]}
        />
        {onsite && (
          <Select
            label={BOOKING_TERMS.emirate}
            required
            placeholder={BOOKING.chooseEmirate}
            options={EMIRATES.map((e) => ({ value: e, label: BOOKING_TERMS.emirateName(e) }))}
            {...field('emirate')}
          />
        )}
        <BookingWhenFields field={field} today={today} />
        <ActionRow role="group" aria-label={BOOKING.quickHours}>
          {[2, 3, 4].map((hours) => (
            <Button
              key={hours}
              variant="secondary"
              onClick={() => set({ hours: String(hours) })}
              aria-pressed={values.hours === String(hours)}
            >
              {BOOKING_TERMS.hoursButton(hours)}
            </Button>
          ))}
        </ActionRow>
        <ContactFields field={field} />
        <TextField label={BOOKING.address} autoComplete="street-address" {...field('address')} />
        <TextArea label={BOOKING.notes} rows={3} {...field('notes')} />
        <Honeypot {...field('botcheck')} />
        {message && <Alert tone="error">{message}</Alert>}
        {state === 'sent' && (
          <Alert tone="success" title={BOOKING.received}>
            {BOOKING.receivedText(quote.serviceType)}
            <ReferenceLine reference={reference} />
          </Alert>
        )}
        {lastBooking && state !== 'sent' && <p role="status">{lastBooking}</p>}
        {/* Not SendButton: on this page its module is a file of its own, which took the Arabic
            page over its 105 kB budget; PrivacyNote's file loads here anyway. */}
        <Button type="submit" busy={sending} busyLabel={BOOKING.sending}>
          {BOOKING.submit}
        </Button>
        <PrivacyNote />
      </form>
      <div>
        <Card aria-labelledby="quote-title">
          <h2 id="quote-title">{BOOKING.quote.title}</h2>
          <dl aria-live="polite">
            <dt>{BOOKING.quote.base(quote.baseIncludesHours, quote.serviceType)}</dt>
            <dd>{amount(quote.baseRate)}</dd>
            <dt>{BOOKING.quote.extraHours(quote.extraHours, amount(quote.extraRate))}</dt>
            <dd>{amount(quote.extraHoursCharge)}</dd>
            <dt>
              <ReservedText
                texts={Object.values(AFTER_HOURS_LABELS)}
                shown={AFTER_HOURS_LABELS[quote.afterHoursReason ?? 'none']}
              />
            </dt>
            <dd>
              <ReservedText
                texts={[afterHoursCharge, NOT_APPLIED]}
                shown={quote.afterHours ? afterHoursCharge : NOT_APPLIED}
              />
            </dd>
            <dt>{BOOKING_TERMS.travel}</dt>
            <dd>{onsite ? amount(quote.travelCharge) : NOT_APPLIED}</dd>
            <dt>
              <strong>{BOOKING_TERMS.total}</strong>
            </dt>
            <dd>
              <strong data-testid="booking-total">{amount(quote.total)}</strong>
            </dd>
          </dl>
        </Card>
        <Card>
          <h2>{BOOKING.serviceLevels.title}</h2>
          <p>{BOOKING.serviceLevels.text}</p>
        </Card>
        <Card>
          <h2>{BOOKING.talk.title}</h2>
          <p>
            {BOOKING.talk.before}
            <a href={SITE.phoneHref} dir="ltr">
              {SITE.phone}
            </a>
            {BOOKING.talk.between}
            <a href={`mailto:${SITE.email}`} dir="ltr">
              {SITE.email}
            </a>
            {BOOKING.talk.after}
          </p>
        </Card>
      </div>
    </Layout>
  );
}
