import http from 'node:http';

export type Response = {
  status: number;
  encoding: string | undefined;
  etag: string | undefined;
  body: Buffer;
};

/** A plain GET (no compression unless asked for, no cookies), with the body as raw bytes. */
export function request(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          etag: response.headers.etag,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`Timed out: ${url}`)));
    request.on('error', reject);
  });
}

export async function getOk(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const response = await request(url, headers);
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}
