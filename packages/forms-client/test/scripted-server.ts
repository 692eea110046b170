import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { within } from '@acme/tooling/waits';

/** What the scripted server answers next. */
export interface ScriptedReply {
  readonly status?: number;
  readonly body: string | object;
  readonly contentType?: string;
  /** More answer headers, e.g. `Retry-After`. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Not answered until the test calls `release()`: an answer as late as the test makes it, on no
   * clock (a request given up before then is not answered at all).
   */
  readonly held?: true;
}

/** A request as the server received it, body parsed. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly contentType: string;
  /** Multipart or JSON fields, every value as a string or a File. */
  readonly fields: Record<string, string | File>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function parseFields(
  contentType: string,
  raw: Buffer,
): Promise<Record<string, string | File>> {
  if (contentType.startsWith('application/json')) {
    const fields: Record<string, string | File> = JSON.parse(raw.toString('utf8'));
    return fields;
  }
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, string | File> = {};
  for (const [name, value] of form.entries()) fields[name] = value;
  return fields;
}

/** A real HTTP server on loopback that answers from a script and records what it got. */
export async function startScriptedServer(): Promise<{
  url: string;
  requests: ReceivedRequest[];
  reply: (next: ScriptedReply) => void;
  /** Resolves once `count` requests have arrived; fails, naming them, after a hang's limit. */
  received: (count: number) => Promise<void>;
  /** Answers every request held so far. */
  release: () => void;
  close: () => Promise<void>;
}> {
  const requests: ReceivedRequest[] = [];
  let next: ScriptedReply = { body: { success: true } };
  let arrived = () => {};
  const held: (() => void)[] = [];
  const server: Server = createServer(
    (req, res) =>
      void (async () => {
        const contentType = req.headers['content-type'] ?? '';
        const raw = await readBody(req);
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          contentType,
          fields: await parseFields(contentType, raw),
        });
        arrived();
        const answer = next;
        if (answer.held) await new Promise<void>((resolve) => held.push(resolve));
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, {
          'content-type':
            answer.contentType ??
            (typeof answer.body === 'string' ? 'text/html' : 'application/json'),
          ...answer.headers,
        });
        res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      })(),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply) => {
      next = reply;
    },
    received: (count) =>
      within(
        new Promise<void>((resolve) => {
          const check = () => {
            if (requests.length >= count) resolve();
          };
          arrived = check;
          check();
        }),
        `${count} request(s) to reach the scripted server`,
      ),
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A running scripted server, as {@link startScriptedServer} gives it. */
export type ScriptedServer = Awaited<ReturnType<typeof startScriptedServer>>;

/**
 * One scripted server for a test file: started before its tests, its record of requests emptied
 * before each test, closed after them all. Use the handle inside tests.
 */
export function useScriptedServer(): Omit<ScriptedServer, 'close'> {
  let server: ScriptedServer | undefined;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    started().requests.length = 0;
  });
  // A request a test left held is answered (or dropped, its client gone) before the next test.
  afterEach(() => started().release());
  const started = () => {
    if (!server) throw new Error('The scripted server starts before the tests.');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    reply: (next) => started().reply(next),
    received: (count) => started().received(count),
    release: () => started().release(),
  };
}

/** An address on loopback where nothing listens: connections to it are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
