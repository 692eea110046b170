import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1, valid a day, written by openssl into `dir` as
 * `loopback.key` and `loopback.crt`: for a test's TLS server on this machine (its client is told
 * to trust it). Answers the two files' paths.
 */
export function loopbackCertificate(dir: string): { keyFile: string; certFile: string } {
  const [keyFile, certFile] = [join(dir, 'loopback.key'), join(dir, 'loopback.crt')];
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  return { keyFile, certFile };
}
