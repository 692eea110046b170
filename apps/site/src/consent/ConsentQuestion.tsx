import { Button, Checkbox, Link, theme } from '@acme/ui';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { CONSENT } from '@content/consent';
import { routeById } from '../routes/routes';
import type { ConsentChoice } from './consent';

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
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * The consent question: a region at the bottom of the page (not a modal: the page stays usable),
 * with Accept, Reject and Settings, or the settings' one choice.
 */
export default function ConsentQuestion({
  settings,
  analytics,
  onAnalyticsChange,
  onSettings,
  onChoose,
  focusOnOpen,
}: {
  settings: boolean;
  analytics: boolean;
  onAnalyticsChange: (granted: boolean) => void;
  onSettings: () => void;
  onChoose: (choice: ConsentChoice) => void;
  /** Opened from the footer: take the visitor to the question. */
  focusOnOpen: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  return (
    <Banner aria-labelledby="consent-title">
      <h2 id="consent-title" ref={heading} tabIndex={-1}>
        {CONSENT.title}
      </h2>
      <p>
        {CONSENT.text}
        <Link href={routeById('privacy').path}>{CONSENT.privacyPolicy}</Link>
        {CONSENT.end}
      </p>
      {settings && (
        <Checkbox
          label={CONSENT.analyticsOption}
          checked={analytics}
          onChange={(event) => onAnalyticsChange(event.currentTarget.checked)}
        />
      )}
      <Choices>
        {settings ? (
          <Button onClick={() => onChoose(analytics ? 'granted' : 'denied')}>{CONSENT.save}</Button>
        ) : (
          <>
            <Button onClick={() => onChoose('granted')}>{CONSENT.accept}</Button>
            <Button variant="outline" onClick={() => onChoose('denied')}>
              {CONSENT.reject}
            </Button>
            <Button variant="outline" onClick={onSettings}>
              {CONSENT.settings}
            </Button>
          </>
        )}
      </Choices>
    </Banner>
  );
}
