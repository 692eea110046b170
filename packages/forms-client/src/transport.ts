import { DEFAULT_TIMEOUT_MS, type FormsConfig } from './config';

/** A service's answer: its HTTP status and its JSON object; or no usable answer at all. */
export type Reply =
  | {
      readonly kind: 'answer';
      readonly ok: boolean;
      readonly status: number;
      readonly body: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'no-answer'; readonly reason: 'network' | 'timeout' | 'unreadable' };

/**
 * Posts once and reads the answer as a JSON object. Never throws and never retries:
 * a repeated POST could file the same lead twice, so the caller keeps the visitor's
 * input and lets them send again.
 */
export async function postOnce(
  url: string,
  body: FormData | Readonly<Record<string, string>>,
  config: Pick<FormsConfig, 'fetch' | 'timeoutMs'>,
): Promise<Reply> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const isForm = body instanceof FormData;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: isForm
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: 'no-answer', reason: 'unreadable' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return { kind: 'no-answer', reason: 'unreadable' };
    }
    return {
      kind: 'answer',
      ok: response.ok,
      status: response.status,
      body: parsed as Record<string, unknown>,
    };
  } catch {
    return { kind: 'no-answer', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** A non-empty string field of an answer, else `undefined`. */
export function textField(
  body: Readonly<Record<string, unknown>>,
  key: string,
): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
