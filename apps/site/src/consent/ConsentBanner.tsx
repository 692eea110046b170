import { Button, Checkbox, Link, theme } from '@acme/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { routeById } from '../routes/routes';
import {
  ANALYTICS_ID,
  CONSENT_CHANGED,
  chooseConsent,
  storedConsent,
  type ConsentChoice,
} from './consent';

/** Follows the stored choice, in this tab and in others. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CONSENT_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CONSENT_CHANGED, onChange);
  };
}

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

const ConsentContext = createContext<() => void>(() => undefined);

/** Opens the consent choices again (the footer's "Cookie settings"). */
export const useConsentSettings = () => useContext(ConsentContext);

/**
 * Asks, once, whether analytics may run, and lets the visitor change the answer at any time: a
 * region at the bottom of the page (not a modal: the page stays usable), with Accept, Reject and
 * Settings. Rendered only in a build with an analytics ID.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  // The prerendered page has no banner; the browser's stored choice decides after hydration.
  const stored = useSyncExternalStore(subscribe, storedConsent, () => 'unknown' as const);
  const [reopened, setReopened] = useState(false);
  // Answered on this page: closed even where storage refuses to remember it.
  const [answered, setAnswered] = useState(false);
  const [settings, setSettings] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = Boolean(ANALYTICS_ID) && ((stored === null && !answered) || reopened);

  const reopen = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setAnalytics(storedConsent() === 'granted');
    setSettings(true);
    setReopened(true);
  }, []);

  useEffect(() => {
    // Opened from the footer: take the visitor to the question.
    if (open && opener.current) heading.current?.focus();
  }, [open]);

  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setAnswered(true);
    setReopened(false);
    setSettings(false);
    opener.current?.focus();
    opener.current = null;
  };

  return (
    <ConsentContext.Provider value={reopen}>
      {children}
      {open && (
        <Banner aria-labelledby="consent-title">
          <h2 id="consent-title" ref={heading} tabIndex={-1}>
            Analytics cookies
          </h2>
          <p>
            May we measure how the site is used, with Google Analytics? It helps us improve it. We
            use no advertising cookies. See our{' '}
            <Link href={routeById('privacy').path}>Privacy Policy</Link>.
          </p>
          {settings && (
            <Checkbox
              label="Analytics: count visits and which pages and forms are used"
              checked={analytics}
              onChange={(event) => setAnalytics(event.currentTarget.checked)}
            />
          )}
          <Choices>
            {settings ? (
              <Button onClick={() => choose(analytics ? 'granted' : 'denied')}>Save choices</Button>
            ) : (
              <>
                <Button onClick={() => choose('granted')}>Accept</Button>
                <Button variant="outline" onClick={() => choose('denied')}>
                  Reject
                </Button>
                <Button variant="outline" onClick={() => setSettings(true)}>
                  Settings
                </Button>
              </>
            )}
          </Choices>
        </Banner>
      )}
    </ConsentContext.Provider>
  );
}
