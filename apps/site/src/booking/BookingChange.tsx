import type {
  BookingLinkFailure,
  GoneReason,
  InvalidChange,
  LinkedBooking,
  NamedBooking,
} from '@acme/forms-client/booking-link';
import { todayInDubai } from '@acme/pricing-engine';
import { ActionRow, Alert, Button, Card, theme } from '@acme/ui';
import { BOOKING_CHANGE as T } from '@content/booking-change';
import type { BookingDoneNotice } from '../content/shapes/booking-change';
import { SHELL } from '@content/shell';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { NeedsScript } from '../components/NeedsScript';
import { ReferenceLine } from '../components/ReferenceLine';
import { BookingFigures } from './BookingFigures';
import { BookingMoveForm, type MoveErrors, type MoveValues } from './BookingMoveForm';
import { bookingLink } from './booking-link';
import { changeOf, changeProblems } from './change-problems';
import { takeLinkToken } from './take-link-token';

/** Where the page is: the booking's answer, or why there is none. */
type Phase =
  | { readonly step: 'opening' }
  | { readonly step: 'no-link' }
  /** The booking could not be fetched (too many attempts, no answer): the visitor may retry. */
  | { readonly step: 'unreachable'; readonly message: string }
  | { readonly step: 'gone'; readonly reason: GoneReason }
  | { readonly step: 'booked'; readonly booking: NamedBooking }
  /** Moved or cancelled: what became of it, and the booking as it now stands. */
  | { readonly step: 'done'; readonly notice: BookingDoneNotice; readonly booking: NamedBooking };

/** What the visitor is doing with a booking they see. */
type Task = 'none' | 'cancelling' | 'moving' | 'previewed';

/** A failure's words, but the link's being gone, which is a page of its own. */
function failureMessage(failure: Exclude<BookingLinkFailure, { status: 'gone' }>): string {
  if (failure.status === 'limited') return T.limited;
  if (failure.status === 'failed') return T.failed;
  return SHELL.networkError;
}

/** The services' messages (the specification's English) in the page's language. */
async function inPageLanguage(errors: InvalidChange['errors']): Promise<MoveErrors> {
  const say = (await T.loadSay().catch(() => undefined)) ?? ((message: string) => message);
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, say(message)]),
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
  max-width: 40rem;
  /* The room of the booking's card, held from the prerendered page on: what replaces the line
     saying the booking is opening (the booking, or why there is none) moves nothing below it. */
  min-height: 26rem;
  h2:focus,
  [data-takes-focus]:focus {
    outline: none;
  }
`;

/**
 * A heading; with `focus`, the one the page moves focus to when what it shows changes on the
 * visitor's action.
 */
function Heading({ id, text, focus }: { id: string; text: string; focus?: boolean }) {
  return (
    <h2 id={id} tabIndex={-1} {...(focus && { 'data-takes-focus': '' })}>
      {text}
    </h2>
  );
}

/**
 * The page a booking's confirmation mail links to: the booking, and moving (with the new figures
 * shown before confirming) or cancelling it (after a confirmation). The page's entry has taken the
 * link's token out of the address before anything read it (`stashLinkToken`); the prerendered page
 * says the booking is opening.
 */
export default function BookingChange() {
  const token = useRef<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'opening' });
  const [task, setTask] = useState<Task>('none');
  const [values, setValues] = useState<MoveValues>({ date: '', startHour: '', hours: '' });
  const [errors, setErrors] = useState<MoveErrors>({});
  const [preview, setPreview] = useState<LinkedBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Focus follows what the visitor did, never the page's own load: to the first field refused,
  // else to what the page now shows.
  const acted = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!acted.current) return;
    const target =
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.current?.querySelector<HTMLElement>('[data-takes-focus]');
    target?.focus();
  }, [phase.step, task, errors]);

  const open = async () => {
    setPhase({ step: 'opening' });
    setTask('none');
    const answer = await bookingLink.view(token.current ?? '');
    if (answer.status === 'booked') setPhase({ step: 'booked', booking: answer });
    else if (answer.status === 'gone') setPhase({ step: 'gone', reason: answer.reason });
    else setPhase({ step: 'unreachable', message: failureMessage(answer) });
  };

  useEffect(() => {
    const start = () => {
      if (token.current === null) setPhase({ step: 'no-link' });
      else void open();
    };
    // A link followed in this tab while the page is shown changes only the address's `#` part;
    // an anchor (the skip link's `#main`) leaves the booking, and what the visitor does with it, be.
    const followed = () => {
      const before = token.current;
      token.current = takeLinkToken(before);
      if (token.current !== before) start();
    };
    token.current = takeLinkToken();
    start();
    window.addEventListener('hashchange', followed);
    return () => window.removeEventListener('hashchange', followed);
  }, []);

  /** Runs one of the visitor's actions: busy meanwhile, any earlier problem cleared. */
  const act = async (run: () => Promise<void>) => {
    acted.current = true;
    setProblem(null);
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };
  /** The answer every action may get but its own: the link gone, or a problem to say. */
  const failed = (failure: BookingLinkFailure) => {
    if (failure.status === 'gone') setPhase({ step: 'gone', reason: failure.reason });
    else setProblem(failureMessage(failure));
  };
  const refused = async (answer: InvalidChange) => {
    setTask('moving');
    setErrors(await inPageLanguage(answer.errors));
  };

  const startMoving = (booking: NamedBooking) => {
    acted.current = true;
    setValues({
      date: booking.request.date,
      startHour: String(booking.request.startHour),
      hours: String(booking.request.hours),
    });
    setErrors({});
    setProblem(null);
    setTask('moving');
  };
  const previewMove = () =>
    act(async () => {
      const problems = changeProblems(values, new Date());
      if (problems) {
        await refused({ status: 'invalid', errors: problems });
        return;
      }
      setErrors({});
      const answer = await bookingLink.preview(token.current ?? '', changeOf(values));
      if (answer.status === 'preview') {
        setPreview(answer);
        setTask('previewed');
      } else if (answer.status === 'invalid') await refused(answer);
      else failed(answer);
    });
  const confirmMove = () =>
    act(async () => {
      const answer = await bookingLink.move(token.current ?? '', changeOf(values));
      if (answer.status === 'moved')
        setPhase({ step: 'done', notice: T.move.done, booking: answer });
      else if (answer.status === 'invalid') await refused(answer);
      else failed(answer);
    });
  const confirmCancel = () =>
    act(async () => {
      const answer = await bookingLink.cancel(token.current ?? '');
      if (answer.status === 'cancelled')
        setPhase({ step: 'done', notice: T.cancel.done, booking: answer });
      else failed(answer);
    });
  const back = (to: Task) => () => {
    acted.current = true;
    setProblem(null);
    setTask(to);
  };

  return (
    <Stack ref={root} data-phase={phase.step}>
      <NeedsScript />
      {phase.step === 'opening' && <p role="status">{T.opening}</p>}
      {phase.step === 'no-link' && (
        <Alert tone="info" title={T.noLink.title}>
          {T.noLink.text}
        </Alert>
      )}
      {phase.step === 'unreachable' && (
        <Alert tone="error">
          {phase.message}{' '}
          <Button variant="secondary" onClick={() => void open()}>
            {SHELL.tryAgain}
          </Button>
        </Alert>
      )}
      {phase.step === 'gone' && (
        <div tabIndex={-1} data-takes-focus="">
          <Alert tone="error" title={T.gone[phase.reason].title}>
            {T.gone[phase.reason].text}
          </Alert>
        </div>
      )}
      {phase.step === 'done' && (
        <>
          <div tabIndex={-1} data-takes-focus="">
            <Alert tone="success" title={phase.notice.title}>
              {phase.notice.before}
              <bdi dir="ltr">{phase.booking.reference}</bdi>
              {phase.notice.after}
            </Alert>
          </div>
          <Card aria-labelledby="booking-details-title">
            <Heading id="booking-details-title" text={T.details} />
            <ReferenceLine reference={phase.booking.reference} />
            <BookingFigures booking={phase.booking} />
          </Card>
        </>
      )}
      {phase.step === 'booked' && (
        <>
          <Card aria-labelledby="booking-details-title">
            <Heading id="booking-details-title" text={T.details} focus={task === 'none'} />
            <ReferenceLine reference={phase.booking.reference} />
            <BookingFigures booking={phase.booking} />
            {task === 'none' && (
              <ActionRow>
                <Button onClick={() => startMoving(phase.booking)}>{T.move.button}</Button>
                <Button variant="secondary" onClick={back('cancelling')}>
                  {T.cancel.button}
                </Button>
              </ActionRow>
            )}
            {task === 'cancelling' && (
              <div role="group" aria-labelledby="booking-cancel-question">
                <Heading id="booking-cancel-question" text={T.cancel.question} focus />
                <ActionRow>
                  <Button
                    busy={busy}
                    busyLabel={T.cancel.busy}
                    onClick={() => void confirmCancel()}
                  >
                    {T.cancel.confirm}
                  </Button>
                  <Button variant="secondary" onClick={back('none')} disabled={busy}>
                    {T.cancel.keep}
                  </Button>
                </ActionRow>
              </div>
            )}
          </Card>
          {task === 'moving' && (
            <Card>
              <BookingMoveForm
                values={values}
                onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
                errors={errors}
                today={todayInDubai(new Date())}
                busy={busy}
                onPreview={() => void previewMove()}
                onBack={back('none')}
              />
            </Card>
          )}
          {task === 'previewed' && preview && (
            <Card aria-labelledby="booking-preview-title">
              <Heading id="booking-preview-title" text={T.move.newFigures} focus />
              <BookingFigures booking={preview} />
              <ActionRow>
                <Button busy={busy} busyLabel={T.move.busy} onClick={() => void confirmMove()}>
                  {T.move.confirm}
                </Button>
                <Button variant="secondary" onClick={back('moving')} disabled={busy}>
                  {T.move.back}
                </Button>
              </ActionRow>
            </Card>
          )}
          {problem && <Alert tone="error">{problem}</Alert>}
        </>
      )}
    </Stack>
  );
}
