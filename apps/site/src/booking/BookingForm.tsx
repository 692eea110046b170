import {
  EMIRATES,
  ON_DEMAND_RATES,
  defaultBooking,
  formatAED,
  priceOnDemand,
  todayInDubai,
  type BookingDefaults,
  toStartHour,
} from '@acme/pricing-engine';
import { BOOKING_MAX_HOURS } from '@acme/forms-client/contract';
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
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ContactFields } from '../components/ContactFields';
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
    text-align: right;
  }
`;

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
 * The booking form with its live quote. Its defaults depend on the visitor's clock, so it exists
 * only in the browser; the page loads it once it has hydrated.
 */
export default function BookingForm() {
  const [defaults] = useState(() => defaultBooking(new Date()));
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
      onSent: (sentAs) =>
        setLastBooking(`Last booking: ${sentAs} for ${bookingTime(sent.current!)} Dubai time`),
      afterSent: {
        ms: BOOKING_RESET_MS,
        then: (reset) => reset(formValues(defaultBooking(new Date()))),
      },
    },
  );

  const onsite = values.serviceType === 'onsite';
  const quote = priceOnDemand(values);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label="Book on-demand support">
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
        <TextField
          label="Date"
          type="date"
          required
          min={todayInDubai(new Date())}
          {...field('date')}
        />
        <Select label="Start time (Gulf time)" options={HOURS} {...field('startHour')} />
        <NumberField
          label="Hours"
          min={ON_DEMAND_RATES.minimumHours}
          max={BOOKING_MAX_HOURS}
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
            {quote.afterHours && (
              <>
                <dt>
                  After-hours ×{quote.afterHoursMultiplier} (
                  {quote.afterHoursReason === 'weekend' ? 'weekend' : 'outside 09:00–18:00 Mon–Fri'}
                  )
                </dt>
                <dd>{formatAED(quote.subtotal * (quote.afterHoursMultiplier - 1))}</dd>
              </>
            )}
            {onsite && (
              <>
                <dt>Travel</dt>
                <dd>{formatAED(quote.travelCharge)}</dd>
              </>
            )}
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
