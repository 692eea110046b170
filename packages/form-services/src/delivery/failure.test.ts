import { describe, expect, it } from 'vitest';
import { RecipientsRefused } from '../mail/recipients-refused';
import { understoodFailure } from './failure';

/** nodemailer's error for one SMTP reply. */
const smtpError = (code: string, responseCode: number, command: string) =>
  Object.assign(new Error(`${responseCode} refused`), { code, responseCode, command });

const rcpt = (recipient: string, responseCode: number) => ({
  recipient,
  code: 'EENVELOPE',
  responseCode,
  command: 'RCPT TO',
  response: `${responseCode} ${recipient} refused`,
  message: `Recipient command failed: ${responseCode} ${recipient} refused`,
});

describe('understoodFailure', () => {
  it('a RCPT TO refused (5xx) for one address while the others took it: that address, for good, no incident', () => {
    const failure = understoodFailure(
      new RecipientsRefused(['hr@x.ae'], '250 OK <id@x>', [rcpt('hr@x.ae', 550)]),
    );
    expect(failure).toMatchObject({
      permanent: true,
      connection: false,
      serverRefused: false,
      refused: { refused: ['hr@x.ae'], receipt: '250 OK <id@x>' },
    });
  });

  it('a RCPT TO refused for now (4xx) for one address: retried to it alone, no incident', () => {
    const failure = understoodFailure(
      new RecipientsRefused(['hr@x.ae'], '250 OK <id@x>', [rcpt('hr@x.ae', 450)]),
    );
    expect(failure).toMatchObject({
      permanent: false,
      serverRefused: false,
      refused: { refused: ['hr@x.ae'] },
    });
  });

  it('a 5xx to the login or the sender is the server refusing: an incident, retried, no address kept', () => {
    for (const error of [
      smtpError('EAUTH', 535, 'AUTH PLAIN'),
      smtpError('EENVELOPE', 553, 'MAIL FROM'),
    ]) {
      const failure = understoodFailure(error);
      expect(failure).toMatchObject({ permanent: false, serverRefused: true });
      expect(failure.refused).toBeUndefined();
    }
  });

  it('every address refused (nodemailer throws on RCPT TO): the mail fails for good, no incident', () => {
    const failure = understoodFailure(smtpError('EENVELOPE', 550, 'RCPT TO'));
    expect(failure).toMatchObject({ permanent: true, serverRefused: false });
    expect(failure.refused).toBeUndefined();
  });
});
