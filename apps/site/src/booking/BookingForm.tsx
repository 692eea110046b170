import {
  EMIRATES,
  ON_DEMAND_RATES,
  defaultBooking,
  formatAED,
  priceOnDemand,
  todayInDubai,
  type AfterHoursReason,
  type BookingDefaults,
  toStartHour,
} from '@acme/pricing-engine';
import {
  ActionRow,
  Alert,
  Button,
  Card,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  theme,
} from '@acme/ui';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ContactFields } from '../components/ContactFields';
import { ReservedText } from '../components/ReservedText';
import { useAfterHydration } from '../components/use-after-hydration';
import { Honeypot } from '../components/Honeypot';
import { useLeadForm } from '../components/use-lead-form';
import { SITE } from '../config';
import { sendWith } from '../forms';
import { PrivacyNote } from '../components/PrivacyNote';
import { ReferenceLine } from '../components/ReferenceLine';

/** How long the success banner shows before the form resets (site-pages.md §9). */
export const BOOKING_RESET_MS = 3500;

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00 GST (UTC+4)`,
}));

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

const MULTIPLIER = `After-hours ×${ON_DEMAND_RATES.afterHoursMultiplier}`;

/** The after-hours row's label, per reason; every one holds its room in the quote. */
const AFTER_HOURS_LABELS: Readonly<Record<AfterHoursReason | 'none', string>> = {
  weekend: `${MULTIPLIER} (weekend)`,
  'outside-business-hours': `${MULTIPLIER} (outside 09:00–18:00 Mon–Fri)`,
  none: `${MULTIPLIER} (not applied)`,
};

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** A booking's day and start as a visitor reads them, e.g. `Sunday 14:00`. */
function bookingTime(values: { readonly date: string; readonly startHour: string }): string {
  const day = WEEKDAY.format(new Date(`${values.date}T00:00:00Z`));
  return `${day} ${String(toStartHour(values.startHour)).padStart(2, '0')}:00`;
}

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
        if (sent.current)
          setLastBooking(`Last booking: ${sentAs} for ${bookingTime(sent.current)} Dubai time`);
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
  const afterHoursCharge = formatAED(quote.subtotal * (ON_DEMAND_RATES.afterHoursMultiplier - 1));
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label="Book on-demand support">
        <noscript>
          <p>
            Sending this form needs JavaScript. Please enable it, or call{' '}
            <a href={SITE.phoneHref}>{SITE.phone}</a> or email{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
          </p>
        </noscript>
        <RadioGroup
          legend="Service type"
          name="serviceType"
          inline
          value={values.serviceType as 'remote' | 'onsite'}
          onChange={(serviceType) =>
            set(serviceType === 'remote' ? { serviceType, emirate: '' } : { serviceType })
          }
          options={[
            { value: 'remote', label: 'Remote' },
            { value: 'onsite', label: 'Onsite' },
          ]}
        />
        {onsite && (
          <Select
            label="Emirate"
            required
            placeholder="Select an emirate"
            options={EMIRATES.map((e) => ({ value: e, label: e }))}
            {...field('emirate')}
          />
        )}
        <TextField label="Date" type="date" required min={today || undefined} {...field('date')} />
        <Select label="Start time (Gulf time)" options={HOURS} {...field('startHour')} />
        <NumberField
          label="Hours"
          min={ON_DEMAND_RATES.minimumHours}
          max={ON_DEMAND_RATES.maximumHours}
          hint={`Minimum ${ON_DEMAND_RATES.minimumHours} hours`}
          {...field('hours')}
        />
        <ActionRow role="group" aria-label="Quick hours">
          {[2, 3, 4].map((hours) => (
            <Button
              key={hours}
              variant="secondary"
              onClick={() => set({ hours: String(hours) })}
              aria-pressed={values.hours === String(hours)}
            >
              {hours} hours
            </Button>
          ))}
        </ActionRow>
        <ContactFields field={field} />
        <TextField label="Address" autoComplete="street-address" {...field('address')} />
        <TextArea label="Notes" rows={3} {...field('notes')} />
        <Honeypot {...field('botcheck')} />
        {message && <Alert tone="error">{message}</Alert>}
        {state === 'sent' && (
          <Alert tone="success" title="Booking received">
            We will confirm your {quote.serviceType} support shortly.
            <ReferenceLine reference={reference} />
          </Alert>
        )}
        {lastBooking && state !== 'sent' && <p role="status">{lastBooking}</p>}
        <Button type="submit" busy={sending} busyLabel="Sending...">
          Book Support
        </Button>
        <PrivacyNote />
      </form>
      <div>
        <Card aria-labelledby="quote-title">
          <h2 id="quote-title">Your quote</h2>
          <dl aria-live="polite">
            <dt>
              Base ({quote.baseIncludesHours} hours, {quote.serviceType})
            </dt>
            <dd>{formatAED(quote.baseRate)}</dd>
            <dt>
              Extra hours: {quote.extraHours} × {formatAED(quote.extraRate)}
            </dt>
            <dd>{formatAED(quote.extraHours * quote.extraRate)}</dd>
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
            <dt>Travel</dt>
            <dd>{onsite ? formatAED(quote.travelCharge) : NOT_APPLIED}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong data-testid="booking-total">{formatAED(quote.total)}</strong>
            </dd>
          </dl>
        </Card>
        <Card>
          <h2>Service levels</h2>
          <p>Remote: best effort within 8 hours. Onsite: scheduled with you.</p>
        </Card>
        <Card>
          <h2>Prefer to talk?</h2>
          <p>
            Call <a href={SITE.phoneHref}>{SITE.phone}</a> or email{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
          </p>
        </Card>
      </div>
    </Layout>
  );
}
