import { request } from 'node:http';

/**
 * A POST over a real connection whose body arrives late: its headers and all but the last bytes of its body now,
 * the rest when `finish` is called (a slow upload, for the shutdown tests). `answered` rejects when the server cuts
 * the connection instead of answering.
 */
export function slowRequest(port: number, path: string, headers: Record<string, string>, body: Buffer) {
  let finish = () => {};
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.write(body.subarray(0, body.length - 16));
    finish = () => sent.end(body.subarray(body.length - 16));
  });
  return { answered, finish: () => finish() };
}
