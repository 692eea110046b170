import { Button, Checkbox, Link, theme } from '@acme/ui';
import { styled } from 'styled-components';
import { CONSENT } from '@content/consent';
import { screenPath } from '../routes/screen-paths';
import { ANALYTICS_ID } from './consent';
import { CONSENT_PARTS as PART } from './consent-parts';

const Banner = styled.section`
  position: fixed;
  inset: auto 1rem 1rem 1rem;
  z-index: 50;
  max-width: 40rem;
  margin: 0 auto;
  padding: 1rem 1.25rem;
  border-radius: 0.75rem;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: 0 8px 30px rgb(0 0 0 / 0.2);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  [hidden] {
    display: none;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * The consent question, in a build with an analytics ID: a region at the bottom of the page (not
 * a modal: the page stays usable) with Accept, Reject and Settings, and the settings' one choice.
 * Prerendered hidden, it needs no React: `startConsentBanner` shows it until a choice is made, and
 * again when the footer's "Cookie settings" asks. A build without an ID renders nothing.
 */
export function ConsentBanner() {
  if (!ANALYTICS_ID) return null;
  return (
    <Banner aria-labelledby="consent-title" hidden {...{ [PART.banner]: '' }}>
      <h2 id="consent-title" tabIndex={-1}>
        {CONSENT.title}
      </h2>
      <p>
        {CONSENT.text}
        <Link href={screenPath('privacy')}>{CONSENT.privacyPolicy}</Link>
        {CONSENT.end}
      </p>
      <Choices {...{ [PART.question]: '' }}>
        <Button {...{ [PART.choice]: 'granted' }}>{CONSENT.accept}</Button>
        <Button variant="outline" {...{ [PART.choice]: 'denied' }}>
          {CONSENT.reject}
        </Button>
        <Button variant="outline" {...{ [PART.openSettings]: '' }}>
          {CONSENT.settings}
        </Button>
      </Choices>
      <div hidden {...{ [PART.settings]: '' }}>
        <Checkbox label={CONSENT.analyticsOption} {...{ [PART.analytics]: '' }} />
        <Choices>
          <Button {...{ [PART.save]: '' }}>{CONSENT.save}</Button>
        </Choices>
      </div>
    </Banner>
  );
}
