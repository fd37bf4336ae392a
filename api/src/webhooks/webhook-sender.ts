import http from 'node:http';
import https from 'node:https';
import { checkedAddresses, parseWebhookUrl, pinnedLookup } from './webhook-target';

/** The most of an answer that is read; the rest is dropped with the connection. */
const ANSWER_READ_MAX = 64 * 1024;
/** The start of an answer kept with the delivery, for the panel. */
const ANSWER_KEPT_MAX = 500;

export interface DeliveryOutcome {
  ok: boolean;
  /** The answer's status code; null when there was none (refused, unreachable, timed out). */
  status: number | null;
  /** The start of the answer's body. */
  answer: string | null;
  /** Why it did not succeed, in words. */
  error: string | null;
}

/**
 * POSTs one signed delivery. A 2xx answer is success; anything else, a redirect included (it is
 * never followed), is a failure to retry. The target is checked again here (scheme, then every
 * address its name resolves to, and the connection pinned to them), the whole exchange is bounded
 * by `timeoutMs`, and at most ANSWER_READ_MAX bytes of the answer are read.
 */
export async function postDelivery(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<DeliveryOutcome> {
  const failed = (error: string, status: number | null = null, answer: string | null = null) => ({
    ok: false,
    status,
    answer,
    error,
  });
  let url: URL;
  try {
    url = parseWebhookUrl(target, options.allowPrivate);
    // An IP literal is connected to without a lookup: judge it here.
    await checkedAddresses(url, options.allowPrivate);
  } catch (e) {
    return failed((e as Error).message);
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<DeliveryOutcome>((resolve) => {
    let settled = false;
    const done = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Kavach-Webhooks/1',
        },
        lookup: pinnedLookup(options.allowPrivate),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        const finish = () => {
          // PostgreSQL text holds no NUL: an answer with one must not make its delivery unrecordable.
          const answer = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/\0/g, '')
            .slice(0, ANSWER_KEPT_MAX);
          if (status >= 200 && status < 300)
            done({ ok: true, status, answer: answer || null, error: null });
          else if (status >= 300 && status < 400)
            done(
              failed(
                `The endpoint answered ${status}, a redirect: webhooks never follow one.`,
                status,
                answer || null,
              ),
            );
          else done(failed(`The endpoint answered ${status}.`, status, answer || null));
        };
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= ANSWER_READ_MAX) chunks.push(chunk);
          else finish();
        });
        res.on('end', finish);
        res.on('error', () => finish());
      },
    );
    const timer = setTimeout(
      () => done(failed(`No answer within ${options.timeoutMs / 1000} s.`)),
      options.timeoutMs,
    );
    req.on('error', (e) =>
      done(
        failed(
          e instanceof Error && e.message
            ? `Could not reach the endpoint: ${e.message}`
            : 'Could not reach the endpoint.',
        ),
      ),
    );
    req.end(body);
  });
}
