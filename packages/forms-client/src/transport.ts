import type { FormsConfig } from './config';
import { isRecord } from './record';
import { fileBytesOf, uploadTimeoutMs } from './upload-time';

/** A service's answer: its HTTP status and its JSON object; or no usable answer at all. */
export type Reply =
  | {
      readonly kind: 'answer';
      readonly ok: boolean;
      readonly status: number;
      readonly body: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'no-answer'; readonly reason: 'network' | 'timeout' | 'unreadable' };

/** How much of a request's body has been sent, in bytes. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** What a caller may ask of one submission beyond its input. */
export interface SendOptions {
  /**
   * Told as the body uploads. Only a browser reports it (through XMLHttpRequest, since fetch
   * cannot); elsewhere the request goes by fetch and this is never called.
   */
  readonly onProgress?: (progress: UploadProgress) => void;
  /**
   * The lead's reference (`AC-XXXXXX`, as `makeReference` makes it). A form makes one when it is
   * filled and passes it to every attempt until one is sent, so a retry after a timeout or a
   * refusal is the same lead to the service, not a second one. Without it each attempt makes
   * a new one (`FormsConfig.reference`).
   */
  readonly reference?: string;
}

/**
 * Posts once and reads the answer as a JSON object. Never throws and never retries:
 * a repeated POST could file the same lead twice, so the caller keeps the visitor's
 * input and lets them send again. A body with files is waited for longer, by their size
 * ({@link uploadTimeoutMs}), and reports its upload's progress when asked, in a browser.
 */
export async function postOnce(
  url: string,
  body: FormData | Readonly<Record<string, unknown>>,
  config: Pick<FormsConfig, 'fetch' | 'timeoutMs'>,
  { onProgress }: SendOptions = {},
): Promise<Reply> {
  if (onProgress && body instanceof FormData && typeof XMLHttpRequest === 'function') {
    return postWithProgress(
      url,
      body,
      uploadTimeoutMs(fileBytesOf(body), config.timeoutMs),
      onProgress,
    );
  }
  return fetchOnce(url, body, config);
}

/**
 * {@link postOnce} through fetch, without upload progress: a client that sends no files uses it
 * so that its code carries no XMLHttpRequest path. Never throws and never retries, for the same
 * reason.
 */
export async function fetchOnce(
  url: string,
  body: FormData | Readonly<Record<string, unknown>>,
  config: Pick<FormsConfig, 'fetch' | 'timeoutMs'>,
): Promise<Reply> {
  const timeoutMs = uploadTimeoutMs(fileBytesOf(body), config.timeoutMs);
  const doFetch = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
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
    return toReply(response.status, await response.text());
  } catch {
    return { kind: 'no-answer', reason: controller.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** {@link postOnce} through XMLHttpRequest, the one browser API that reports upload progress. */
function postWithProgress(
  url: string,
  body: FormData,
  timeoutMs: number,
  onProgress: NonNullable<SendOptions['onProgress']>,
): Promise<Reply> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const settle = (reply: Reply) => {
      clearTimeout(timer);
      resolve(reply);
    };
    const timer = setTimeout(() => {
      request.abort();
      settle({ kind: 'no-answer', reason: 'timeout' });
    }, timeoutMs);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => settle(toReply(request.status, request.responseText));
    request.onerror = () => settle({ kind: 'no-answer', reason: 'network' });
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.send(body);
  });
}

/** An HTTP answer read as a JSON object; anything else is unreadable. */
function toReply(status: number, text: string): Reply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'no-answer', reason: 'unreadable' };
  }
  if (!isRecord(parsed)) {
    return { kind: 'no-answer', reason: 'unreadable' };
  }
  return {
    kind: 'answer',
    ok: status >= 200 && status < 300,
    status,
    body: parsed,
  };
}

/** A non-empty string field of an answer, else `undefined`. */
export function textField(
  body: Readonly<Record<string, unknown>>,
  key: string,
): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
