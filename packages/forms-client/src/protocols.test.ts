import { describe, expect, it } from 'vitest';
import { readFormMailReply, readPhpReply, readSuccessOnlyReply } from './protocols';
import type { Reply } from './transport';

/** A form's own messages, as a contract gives them. */
const MESSAGES = { failed: 'Submission failed. Please try again.', network: 'Network error.' };

const answer = (body: Record<string, unknown>, status = 200): Reply => ({
  kind: 'answer',
  ok: status >= 200 && status < 300,
  status,
  body,
});

describe.each([
  { name: 'form-mail', read: readFormMailReply, key: 'message' },
  { name: 'PHP', read: readPhpReply, key: 'error' },
])('the $name answer', ({ read, key }) => {
  it('is sent under the stored lead’s reference when it names one', () => {
    const body = key === 'message' ? { success: true, message: 'OK' } : { success: true };
    expect(read(answer({ ...body, reference: 'AC-7Q4K2M' }), MESSAGES)).toEqual({
      status: 'sent',
      reference: 'AC-7Q4K2M',
    });
  });

  it('is sent without a reference of its own when it names none', () => {
    expect(read(answer({ success: true }), MESSAGES)).toEqual({ status: 'sent' });
  });

  it.each(['AC-7Q4K2O', 'ac-7q4k2m', 'AC-7Q4K2', ' AC-7Q4K2M', 'Reference: AC-7Q4K2M', 42, null])(
    'ignores a reference that is not one (%j)',
    (reference) => {
      expect(read(answer({ success: true, reference }), MESSAGES)).toEqual({ status: 'sent' });
    },
  );

  it('is a refusal with the service’s words when it answers 503 (its store down)', () => {
    const refusal = answer({ success: false, [key]: 'Please try again in a minute.' }, 503);
    expect(read(refusal, MESSAGES)).toEqual({
      status: 'failed',
      message: 'Please try again in a minute.',
    });
  });

  it('is a refusal with the form’s own words when a 503 gives none', () => {
    expect(read(answer({ success: false }, 503), MESSAGES)).toEqual({
      status: 'failed',
      message: MESSAGES.failed,
    });
  });

  it('is not sent with an HTTP error even when it says success and names a reference', () => {
    expect(read(answer({ success: true, reference: 'AC-7Q4K2M' }, 503), MESSAGES)).toEqual({
      status: 'failed',
      message: MESSAGES.failed,
    });
  });
});

describe('the success-only answer (the calculator quote request)', () => {
  it('is sent under the stored lead’s reference when it names a valid one', () => {
    const reply = answer({ success: true, message: 'OK', reference: 'AC-7Q4K2M' });
    expect(readSuccessOnlyReply(reply, MESSAGES)).toEqual({
      status: 'sent',
      reference: 'AC-7Q4K2M',
    });
    const invalid = answer({ success: true, reference: 'AC-000000' });
    expect(readSuccessOnlyReply(invalid, MESSAGES)).toEqual({ status: 'sent' });
  });

  it('says the form’s own words for a 503 refusal, whatever the service said', () => {
    const refusal = answer({ success: false, message: 'Please try again in a minute.' }, 503);
    expect(readSuccessOnlyReply(refusal, MESSAGES)).toEqual({
      status: 'failed',
      message: MESSAGES.failed,
    });
  });
});
