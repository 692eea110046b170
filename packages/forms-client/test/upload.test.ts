import { pdfBytes, sizedFile } from '@acme/tooling/test-documents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendRfi } from '../src/forms/rfi';
import { CONTEXT, configFor } from './fixtures';
import { useScriptedServer } from './scripted-server';

// The rule of the journeys issue: a request with a file is waited for 15 s (the base timeout)
// plus the time the file takes at 1 Mbit/s, i.e. 1 ms for every 125 bytes.
const BYTES_PER_MS_AT_1_MBIT = 1_000_000 / 8 / 1000;
const NETWORK = 'Could not submit. Please email info@example.ae.';

const server = useScriptedServer();

const rfiWith = (file: File) => ({ name: 'A', email: 'a@b.ae', company: 'C', file });

describe('the timeout of an upload grows with its file', () => {
  const baseMs = 300;
  // A file that earns 1.2 s more than the base at 1 Mbit/s.
  const file = sizedFile('tender.pdf', pdfBytes(), 1200 * BYTES_PER_MS_AT_1_MBIT);

  it('a large file still gets its answer after the base timeout has passed', async () => {
    server.reply({ body: { success: true }, delayMs: baseMs + 500 });
    const result = await sendRfi(
      rfiWith(file),
      CONTEXT,
      configFor(server.url, { timeoutMs: baseMs }),
    );
    expect(result.status).toBe('sent');
  });

  it('and is given up once the time for its size has passed', async () => {
    server.reply({ body: { success: true }, delayMs: baseMs + 1200 + 600 });
    const result = await sendRfi(
      rfiWith(file),
      CONTEXT,
      configFor(server.url, { timeoutMs: baseMs }),
    );
    expect(result).toEqual({ status: 'network-error', message: NETWORK });
  });

  it('a small file is given about the base timeout', async () => {
    server.reply({ body: { success: true }, delayMs: baseMs + 500 });
    const small = new File([pdfBytes()], 'small.pdf');
    const result = await sendRfi(
      rfiWith(small),
      CONTEXT,
      configFor(server.url, { timeoutMs: baseMs }),
    );
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
    setTimeout(() => {
      progress(400);
      progress(total);
      this.status = ScriptedXhr.answer.status;
      this.responseText = ScriptedXhr.answer.text;
      this.onload?.();
    }, 5);
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
    expect(await pending).toEqual({ status: 'network-error', message: NETWORK });
    expect(ScriptedXhr.last!.aborted).toBe(true);
  });
});
