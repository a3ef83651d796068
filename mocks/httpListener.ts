import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';

/**
 * MSW handlers as a Node HTTP request listener: each request becomes a Fetch `Request`, MSW's public
 * `getResponse` picks the handler's reply, and the reply is written back. A request no handler takes
 * gets a 404; a reply that is a network error (`HttpResponse.error()`, chaos' dropped connection)
 * closes the socket without an answer, as a gateway's timeout would.
 */
export function mockRequestListener(handlers: RequestHandler[]): RequestListener {
  return (req, res) => {
    void answer(handlers, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Mock handler failed' }));
    });
  };
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const request = await toFetchRequest(req, origin);
  // Relative handler paths resolve against this server, as they would against the page in a browser.
  const response = await getResponse(handlers, request, { baseUrl: origin });
  if (!response || isPassthroughResponse(response)) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Mock not found' }));
    return;
  }
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  await writeResponse(response, res);
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  // The mock's bodies are small (JSON, one upload chunk): read whole, so no streaming duplex is needed.
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body });
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.appendHeader(name, value);
  });
  // Headers joins several Set-Cookie values into one; each goes out as its own header line.
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie);
  res.end(Buffer.from(await response.arrayBuffer()));
}
