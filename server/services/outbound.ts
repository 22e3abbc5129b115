/**
 * One outbound HTTP request with a deadline and a cap on the response size, so a slow or huge answer
 * from another server cannot hold a request or fill memory.
 */
export interface OutboundResult {
  readonly status: number;
  readonly text: string;
}

export class OutboundError extends Error {}

export async function fetchLimited(url: string, init: RequestInit, timeoutMs: number, maxBytes: number): Promise<OutboundResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, redirect: 'error' });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxBytes) throw new OutboundError(`response larger than ${maxBytes} bytes`);
    return { status: response.status, text: await readCapped(response, maxBytes) };
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (controller.signal.aborted) throw new OutboundError(`no answer within ${timeoutMs} ms`);
    throw new OutboundError((error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError(`response larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
