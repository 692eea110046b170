import { sendQuoteRequest } from '@acme/forms-client';
import {
  COUNT_FIELDS,
  PACKAGES,
  PRESETS,
  RATES,
  calculatePrice,
  comparisonMessage,
  formatAED,
  toCount,
  type AddonId,
  type CalculationResult,
  type CountField,
  type LicenseId,
} from '@acme/pricing-engine';
import {
  Accordion,
  Alert,
  Button,
  Card,
  CardGrid,
  Checkbox,
  CheckList,
  NumberField,
  PackageCard,
  RadioGroup,
  Section,
  StickyBar,
  TextArea,
} from '@acme/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import {
  EMPTY_FORM,
  fromEnvironment,
  fromQuery,
  toEnvironment,
  toQuery,
  type CalculatorForm,
} from '../calculator/query';
import { Row } from '../components/Row';
import { ContactFields } from '../components/ContactFields';
import { useLeadForm } from '../components/useLeadForm';
import { FORMS_CONFIG, browserContext } from '../forms';

/** How long after a preset loads its price is computed. */
const PRESET_DELAY_MS = 300;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: 6rem;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    padding-bottom: 0;
  }
`;

const Summary = styled(Card)`
  @media (min-width: 1100px) {
    position: sticky;
    top: 1rem;
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
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-size: 1.25rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function Lines({ result, form }: { result: CalculationResult; form: CalculatorForm }) {
  const { meta } = result;
  const unitLines = [
    ['Users', 'numUsers', RATES.perUnit.user, meta.endpointsCost],
    ['Servers', 'numServers', RATES.perUnit.server, meta.serversCost],
    ['Routers', 'numRouters', RATES.perUnit.router, meta.routersCost],
    ['Firewalls', 'numFirewalls', RATES.perUnit.firewall, meta.firewallsCost],
    ['Sites', 'numLocations', RATES.perUnit.location, meta.locationsCost],
  ] as const;
  const tierLines = [
    ['Wi-Fi access points', meta.wifi],
    ['CCTV cameras', meta.cctv],
  ] as const;
  return (
    <dl>
      {unitLines.map(([label, key, rate, line]) => (
        <Pair
          key={label}
          term={`${label}: ${toCount(form.counts[key])} × ${formatAED(rate)}`}
          value={formatAED(line)}
        />
      ))}
      {tierLines.flatMap(([label, tiered]) =>
        tiered.breakdown.map((tier) => (
          <Pair
            key={`${label}-${tier.rate}`}
            term={`${label}: ${tier.qty} × ${formatAED(tier.rate)}`}
            value={formatAED(tier.line)}
          />
        )),
      )}
      <Pair term="Add-ons & licenses" value={formatAED(result.addonsTotal)} />
      <Pair term="24x7 surcharge" value={formatAED(result.surcharge)} />
      <Pair
        term={`Discount (${result.discountPercent}%)`}
        value={`-${formatAED(result.discountAmount)}`}
      />
      <Pair term="Total per month" value={formatAED(result.grandTotal)} className="total" />
    </dl>
  );
}

function Pair({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <>
      <dt className={className}>{term}</dt>
      <dd className={className}>{value}</dd>
    </>
  );
}

function QuoteRequest({ form, result }: { form: CalculatorForm; result: CalculationResult }) {
  const { state, message, submit, field, sending } = useLeadForm(
    { name: '', email: '', company: '', phone: '', notes: '' },
    (values) =>
      sendQuoteRequest(
        { ...values, environment: toEnvironment(form), result },
        browserContext(),
        FORMS_CONFIG,
      ),
  );

  if (state === 'sent') {
    return (
      <Alert tone="success" title="Quote request sent">
        We’ll get back to you shortly.
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Request this quote">
      <ContactFields
        field={field}
        nameLabel="Full name"
        emailLabel="Work email"
        company="required"
      />
      <TextArea label="Notes" rows={3} {...field('notes')} />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" busy={sending} busyLabel="Sending…">
        Request quote
      </Button>
    </form>
  );
}

export default function PricingPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const fromUrl = fromQuery(params);
  const [form, setForm] = useState<CalculatorForm>(fromUrl ?? EMPTY_FORM);
  const [open, setOpen] = useState<string | null>('core');
  const presetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const results = useRef<HTMLDivElement>(null);

  // Back/forward and shared links: the form follows the address.
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    if (fromUrl) setForm(fromUrl);
  }
  useEffect(() => () => clearTimeout(presetTimer.current), []);

  // The price is what the address says was calculated: Calculate and presets write it there.
  const result = fromUrl ? calculatePrice(toEnvironment(fromUrl)) : null;
  const calculate = (next: CalculatorForm = form) => setParams(toQuery(next));

  const setCount = (id: CountField, value: string) =>
    setForm((f) => ({ ...f, counts: { ...f.counts, [id]: value } }));
  const toggle = <Id extends AddonId | LicenseId>(list: readonly Id[], id: Id) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  const loadPreset = (id: keyof typeof PRESETS) => {
    const next = fromEnvironment(PRESETS[id].environment);
    setForm(next);
    clearTimeout(presetTimer.current);
    presetTimer.current = setTimeout(() => calculate(next), PRESET_DELAY_MS);
  };

  const users = result ? toCount(fromUrl!.counts.numUsers) : 0;

  return (
    <Section>
      <h1>Pricing</h1>
      <p>
        This is an estimate only. Your final quote follows an engineer assessment and your choice of
        SLA.
      </p>
      <Layout>
        <form
          aria-label="Your IT environment"
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <Accordion
            openId={open}
            onOpenChange={setOpen}
            headingLevel={2}
            items={[
              {
                id: 'core',
                title: '1) Quantities & Core',
                content: (
                  <>
                    <p>Quick presets:</p>
                    <Row>
                      {Object.values(PRESETS).map((preset) => (
                        <Button
                          key={preset.id}
                          variant="secondary"
                          onClick={() => loadPreset(preset.id)}
                        >
                          {preset.label}
                        </Button>
                      ))}
                    </Row>
                    <CardGrid>
                      {COUNT_FIELDS.map((field) => (
                        <NumberField
                          key={field.id}
                          label={field.label}
                          name={field.id}
                          value={form.counts[field.id]}
                          onChange={(event) => setCount(field.id, event.target.value)}
                          onBlur={(event) =>
                            setCount(field.id, String(toCount(event.target.value)))
                          }
                        />
                      ))}
                    </CardGrid>
                    <RadioGroup
                      legend="Support hours"
                      name="supportHours"
                      inline
                      value={form.supportHours}
                      onChange={(supportHours) => setForm((f) => ({ ...f, supportHours }))}
                      options={[
                        { value: '8x5', label: '8x5 (business hours)' },
                        { value: '24x7', label: '24x7 (+40%)' },
                      ]}
                    />
                  </>
                ),
              },
              {
                id: 'addons',
                title: '2) Add-on Services',
                content: (Object.keys(RATES.addons) as AddonId[]).map((id) => (
                  <Checkbox
                    key={id}
                    name={id}
                    label={`${RATES.addons[id].label} (${formatAED(RATES.addons[id].monthly)}/month)`}
                    checked={form.addons.includes(id)}
                    onChange={() => setForm((f) => ({ ...f, addons: toggle(f.addons, id) }))}
                  />
                )),
              },
              {
                id: 'licenses',
                title: '3) Optional Licenses',
                content: (Object.keys(RATES.licenses) as LicenseId[]).map((id) => (
                  <Checkbox
                    key={id}
                    name={id}
                    label={`${RATES.licenses[id].label} (${formatAED(RATES.licenses[id].rate)} per ${RATES.licenses[id].per}/month)`}
                    checked={form.licenses.includes(id)}
                    onChange={() => setForm((f) => ({ ...f, licenses: toggle(f.licenses, id) }))}
                  />
                )),
              },
            ]}
          />
          <p>
            <Button type="submit">Calculate price</Button>
          </p>
        </form>
        <div ref={results} id="results">
          <Summary aria-labelledby="summary-title">
            <h2 id="summary-title">Pricing summary</h2>
            {result ? (
              <Lines result={result} form={fromUrl!} />
            ) : (
              <p>Enter your environment and press Calculate price.</p>
            )}
          </Summary>
          {result && (
            <>
              <Card aria-labelledby="package-title">
                <h2 id="package-title">Suggested package: {result.meta.suggestedPackage.name}</h2>
                <p>{formatAED(result.meta.suggestedPackage.total)} per month</p>
                <CheckList items={result.meta.suggestedPackage.notes} />
                <p role="status">{comparisonMessage(result)}</p>
              </Card>
              {result.grandTotal > 0 && (
                <Alert tone="info" title="Custom quote">
                  This is a custom estimate. Request it below and an engineer will confirm it after
                  an assessment.
                </Alert>
              )}
              {users >= 100 && (
                <Alert tone="info" title="100+ users">
                  Environments of 100 or more users get an engineer-led custom proposal.
                </Alert>
              )}
              <Card>
                <h2>Request this quote</h2>
                <QuoteRequest form={fromUrl!} result={result} />
              </Card>
            </>
          )}
        </div>
      </Layout>
      <Section title="Managed packages">
        <CardGrid>
          {(['essential', 'business', 'enterprise'] as const).map((id, index) => (
            <PackageCard
              key={id}
              id={['starter', 'business', 'enterprise'][index]}
              name={PACKAGES[id].name}
              price={formatAED(PACKAGES[id].base)}
              cap={`Up to ${PACKAGES[id].userCap} users`}
              lines={PACKAGES[id].serviceLevels}
            />
          ))}
        </CardGrid>
      </Section>
      <StickyBar label="Estimated total" mobileOnly>
        <span>
          Estimated Total <strong>{formatAED(result?.grandTotal ?? 0)}</strong>/month
        </span>
        <Button
          onClick={() => {
            calculate();
            results.current?.scrollIntoView();
          }}
        >
          Calculate
        </Button>
      </StickyBar>
    </Section>
  );
}
