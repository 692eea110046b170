import { Button, Checkbox, Link, theme } from '@acme/ui';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
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
        Analytics cookies
      </h2>
      <p>
        May we measure how the site is used, with Google Analytics? It helps us improve it. We use
        no advertising cookies. See our <Link href={routeById('privacy').path}>Privacy Policy</Link>
        .
      </p>
      {settings && (
        <Checkbox
          label="Analytics: count visits and which pages and forms are used"
          checked={analytics}
          onChange={(event) => onAnalyticsChange(event.currentTarget.checked)}
        />
      )}
      <Choices>
        {settings ? (
          <Button onClick={() => onChoose(analytics ? 'granted' : 'denied')}>Save choices</Button>
        ) : (
          <>
            <Button onClick={() => onChoose('granted')}>Accept</Button>
            <Button variant="outline" onClick={() => onChoose('denied')}>
              Reject
            </Button>
            <Button variant="outline" onClick={onSettings}>
              Settings
            </Button>
          </>
        )}
      </Choices>
    </Banner>
  );
}
