import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadOnce } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { useModuleOnDemand } from '../lazy/use-module-on-demand';
import { createStore, useStore } from '../shared/store';
import type ConsentQuestion from './ConsentQuestion';
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

/**
 * The question loads when it is asked. The build's own variable is tested here, not the site
 * configuration, so that a build without analytics leaves the question's code out altogether:
 * tested through the imported `ANALYTICS_ID` instead, the bundler keeps this import and emits
 * the question's file (and splits the chunks it shares with the pages differently).
 */
type LoadQuestion = () => Promise<{ default: typeof ConsentQuestion }>;
const loadConsentQuestion: LoadQuestion = import.meta.env.VITE_ANALYTICS_ID
  ? loadOnce(retryableImport(() => import('./ConsentQuestion')))
  : () => Promise.reject(new Error('A build without analytics asks no consent question.'));

/**
 * How many times this page asked for the consent choices again, and what asked last (focus goes
 * back to it after the choice): state outside any React tree.
 */
const settingsAsked = createStore<{ readonly times: number; readonly opener: Element | null }>({
  times: 0,
  opener: null,
});

/**
 * Opens the consent choices again (the footer's "Cookie settings"); focus goes back to `opener`
 * after the choice (by default, what has focus now).
 */
export const openConsentSettings = (opener: Element | null = document.activeElement) =>
  settingsAsked.set({ times: settingsAsked.get().times + 1, opener });

/**
 * Asks, once, whether analytics may run, and lets the visitor change the answer at any time (the
 * footer's "Cookie settings", through `openConsentSettings`).
 */
function AskingConsent() {
  // The prerendered page has no banner; the browser's stored choice decides after hydration.
  const stored = useSyncExternalStore(subscribe, storedConsent, () => 'unknown' as const);
  const [reopened, setReopened] = useState(false);
  // Answered on this page: closed even where storage refuses to remember it.
  const [answered, setAnswered] = useState(false);
  const [settings, setSettings] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const open = (stored === null && !answered) || reopened;
  const [questionModule, loadQuestion] = useModuleOnDemand(loadConsentQuestion);
  const Question = questionModule?.default;

  useEffect(() => {
    // Its file not arriving must not take the page with it: the page stays, analytics stays
    // off, and the next page asks again.
    if (open && !Question) loadQuestion().catch(() => undefined);
  }, [open, Question, loadQuestion]);

  // Each time any part of the page asks for the settings (the footer's "Cookie settings"), also
  // when it asked before this island was rendered: adjusted during render, not in an effect.
  const asked = useStore(settingsAsked);
  const [seenAsked, setSeenAsked] = useState(0);
  if (asked.times !== seenAsked) {
    setSeenAsked(asked.times);
    setAnalytics(storedConsent() === 'granted');
    setSettings(true);
    setReopened(true);
  }

  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setAnswered(true);
    setReopened(false);
    setSettings(false);
    // Focus goes back to what asked for the settings, if anything did.
    const { opener } = asked;
    if (reopened && (opener instanceof HTMLElement || opener instanceof SVGElement)) opener.focus();
  };

  return (
    open &&
    Question && (
      <Question
        settings={settings}
        analytics={analytics}
        onAnalyticsChange={setAnalytics}
        onSettings={() => setSettings(true)}
        onChoose={choose}
        focusOnOpen={reopened}
      />
    )
  );
}

/**
 * The consent question and its settings, in a build with an analytics ID. A build without one
 * asks nothing, and leaves the asking out of its code altogether (the ID is a build constant).
 */
export const ConsentBanner = ANALYTICS_ID ? AskingConsent : () => null;
