import { pdfBytes, sizedFile } from '@acme/tooling/test-documents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRfi } from '../src/forms/rfi';
import { BYTES_PER_MS_AT_1_MBIT, CONTEXT, configFor } from './fixtures';
import { useScriptedServer } from './scripted-server';
import { within } from '@acme/tooling/waits';
import { fakeClientClock, watched } from './waits';

const NETWORK = 'Could not submit. Please email info@example.ae.';

const server = useScriptedServer();

const rfiWith = (file: File) => ({ name: 'A', email: 'a@b.ae', company: 'C', file });

describe('the timeout of an upload grows with its file', () => {
  const baseMs = 300;
  // A file that earns 1.2 s more than the base at 1 Mbit/s.
  const fileMs = 1200;
  const file = sizedFile('tender.pdf', pdfBytes(), fileMs * BYTES_PER_MS_AT_1_MBIT);
  // The client's clock is the test's: the answer comes when the test releases it, and the
  // budget runs out when the test moves the clock past it, however slow the machine.
  beforeEach(fakeClientClock);
  afterEach(() => vi.useRealTimers());

  /** Sends `rfi` against a held answer; resolves once the request has reached the server. */
  const sendHeld = async (rfi: File) => {
    server.reply({ body: { success: true }, held: true });
    const sending = watched(
      sendRfi(rfiWith(rfi), CONTEXT, configFor(server.url, { timeoutMs: baseMs })),
    );
    await server.received(1);
    return sending;
  };

  it('a large file still gets its answer after the base timeout has passed', async () => {
    const sending = await sendHeld(file);
    await vi.advanceTimersByTimeAsync(baseMs + fileMs - 1);
    expect(sending.settled).toBe(false);
    server.release();
    const result = await within(sending.promise, 'the answer released to the client');
    expect(result.status).toBe('sent');
  });

  it('and is given up once the time for its size has passed', async () => {
    const sending = await sendHeld(file);
    await vi.advanceTimersByTimeAsync(baseMs + fileMs - 1);
    expect(sending.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await within(sending.promise, 'the client to give up at its budget');
    expect(result).toEqual({ status: 'network-error', message: NETWORK });
  });

  it('a small file is given about the base timeout', async () => {
    const sending = await sendHeld(new File([pdfBytes()], 'small.pdf'));
    await vi.advanceTimersByTimeAsync(baseMs - 1);
    expect(sending.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    const result = await within(sending.promise, 'the client to give up near the base timeout');
    expect(result).toEqual({ status: 'network-error', message: NETWORK });
  });
});

/**
 * A stand-in for the browser's XMLHttpRequest (Node has none): it reports the body's upload in
 * two steps, then answers with the scripted status and text.
 */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  static answer = { status: 200, text: '{"success":true}' };
  static silent = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.aborted = true;
  }
  send(body: FormData) {
    this.body = body;
    if (ScriptedXhr.silent) return;
    const total = 1000;
    const progress = (loaded: number) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    // Later than the call, as a browser answers, but on no timer: nothing races the budget's.
    queueMicrotask(() => {
      progress(400);
      progress(total);
      this.status = ScriptedXhr.answer.status;
      this.responseText = ScriptedXhr.answer.text;
      this.onload?.();
    });
  }
}

describe('upload progress in a browser', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.answer = { status: 200, text: '{"success":true}' };
    ScriptedXhr.silent = false;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const config = configFor('https://forms.test');

  it('reports each step of the upload and reads the answer', async () => {
    const steps: { loaded: number; total: number }[] = [];
    const file = new File([pdfBytes()], 'rfp.pdf');
    const result = await sendRfi(rfiWith(file), CONTEXT, config, {
      onProgress: (step) => steps.push(step),
    });
    expect(result.status).toBe('sent');
    expect(steps).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    const request = ScriptedXhr.last!;
    expect([request.method, request.url]).toEqual(['POST', 'https://forms.test/send-rfi.php']);
    expect(request.headers.Accept).toBe('application/json');
    expect((request.body!.get('file') as File).name).toBe('rfp.pdf');
    expect(request.body!.get('reference')).toBe(result.status === 'sent' && result.reference);
  });

  it('reads a refusal the same way as without progress', async () => {
    ScriptedXhr.answer = { status: 500, text: '{"success":false,"error":"Disk full"}' };
    const file = new File([pdfBytes()], 'rfp.pdf');
    const result = await sendRfi(rfiWith(file), CONTEXT, config, { onProgress: () => {} });
    expect(result).toEqual({ status: 'failed', message: 'Disk full' });
  });

  it('gives up and aborts once the time for the file has passed', async () => {
    vi.useFakeTimers();
    ScriptedXhr.silent = true;
    const file = sizedFile('tender.pdf', pdfBytes(), 1000 * BYTES_PER_MS_AT_1_MBIT);
    const pending = sendRfi(
      rfiWith(file),
      CONTEXT,
      { ...config, timeoutMs: 2000 },
      {
        onProgress: () => {},
      },
    );
    await vi.advanceTimersByTimeAsync(2000 + 1000 - 1);
    expect(ScriptedXhr.last!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await within(pending, 'the client to give up at its budget')).toEqual({
      status: 'network-error',
      message: NETWORK,
    });
    expect(ScriptedXhr.last!.aborted).toBe(true);
  });
});
