// An HTTPS front for a test's server, with a certificate made for the run: Chromium delivers
// report-to reports only over HTTPS (not to plain HTTP on loopback, though that is a secure context).
import { loopbackCertificate } from '@acme/tooling/loopback-certificate';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1 (the browser is told to accept it). */
function testCertificate() {
  const { keyFile, certFile } = loopbackCertificate(mkdtempSync(join(tmpdir(), 'site-e2e-tls-')));
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

/** Serves `target` (http://127.0.0.1:port) over HTTPS on another loopback port. */
export async function behindTls(target: string) {
  const upstream = new URL(target);
  const server: Server = createServer(testCertificate(), (incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
