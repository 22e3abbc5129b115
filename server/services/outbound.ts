import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PrivateAddressError, publicLookup, refusePrivateLiteral, UnresolvedHostError } from './private-address.js';

/**
 * One outbound HTTP request with a deadline and a cap on the response size, so a slow or huge answer
 * from another server cannot hold a request or fill memory. Redirects are not followed: a 3xx is the answer.
 */
export interface OutboundResult {
  readonly status: number;
  readonly contentType: string | undefined;
  /** A redirect's target, as sent (not followed here). */
  readonly location: string | undefined;
  readonly body: Buffer;
}

export interface OutboundRequest {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /**
   * Call public addresses only: an IP-address host is checked as written, a name as it resolves, and the
   * connection goes to the address checked (`publicLookup`). Off for hosts an administrator listed.
   */
  readonly publicOnly?: boolean;
}

export class OutboundError extends Error {}

/** The request was refused before any connection: a private address, or a name that did not resolve. */
export class OutboundRefusal extends OutboundError {
  constructor(override readonly cause: PrivateAddressError | UnresolvedHostError) {
    super(cause.message);
  }
}

export function fetchLimited(url: string, request: OutboundRequest): Promise<OutboundResult> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new OutboundError(`${target.protocol} URLs are not fetched`));
  if (request.publicOnly) {
    try {
      refusePrivateLiteral(target);
    } catch (error) {
      return Promise.reject(new OutboundRefusal(error as PrivateAddressError));
    }
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundResult>((done, fail) => {
    let settled = false;
    const finish = (error: Error | undefined, result?: OutboundResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        outgoing.destroy();
        fail(error);
      } else done(result!);
    };
    const outgoing = send(target, {
      method: request.method ?? 'GET',
      headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }) },
      ...(request.publicOnly ? { lookup: publicLookup } : {}),
    }, (response) => {
      readCapped(response, request.maxBytes).then(
        (body) => finish(undefined, { status: response.statusCode ?? 0, contentType: response.headers['content-type'], location: response.headers.location, body }),
        (error: Error) => finish(error),
      );
    });
    const timer = setTimeout(() => finish(new OutboundError(`no answer within ${request.timeoutMs} ms`)), request.timeoutMs);
    outgoing.on('error', (error) => {
      if (error instanceof PrivateAddressError || error instanceof UnresolvedHostError) finish(new OutboundRefusal(error));
      else finish(new OutboundError(error.message));
    });
    outgoing.end(request.body);
  });
}

/** The body, refused once it passes `maxBytes` (declared or as it arrives). */
function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((done, fail) => {
    const tooLarge = () => new OutboundError(`response larger than ${maxBytes} bytes`);
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
      response.destroy();
      fail(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        fail(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => done(Buffer.concat(chunks)));
    response.on('error', (error) => fail(new OutboundError(error.message)));
  });
}
