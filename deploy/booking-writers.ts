// Guests booking through the proxy while the test restarts things: each writer books one guest
// after another until told to stop, and the run ends with what was acknowledged and what failed.
// Usage: node deploy/booking-writers.ts URL HOST WRITERS SECONDS OUT.json (SIGTERM ends it sooner)
import fs from 'node:fs';
import https from 'node:https';

const [url = '', host = '', writersText = '4', secondsText = '20', out = 'writers.json'] =
  process.argv.slice(2);
const target = new URL(url);
const agent = new https.Agent({ keepAlive: true, maxSockets: Number(writersText) });
let endAt = Date.now() + Number(secondsText) * 1000;
// The test stops the guests once its disturbance is over.
process.on('SIGTERM', () => (endAt = 0));

type Result = { status: number; reference?: string; error?: string };

function post(body: object, key: string): Promise<Result> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = https.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: '/api/reservations',
        method: 'POST',
        servername: host.split(':')[0],
        headers: {
          host,
          'content-type': 'application/json',
          // As a client that retries sends it: a retried submission answers the same booking.
          'idempotency-key': key,
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const reference =
            status === 201 ? (JSON.parse(text) as { reference: string }).reference : undefined;
          resolve({ status, ...(reference ? { reference } : {}) });
        });
        response.on('error', (error) => resolve({ status: 0, error: error.message }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, error: error.message }));
    request.end(payload);
  });
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TIMES = ['12:00', '12:30', '13:00', '13:30', '18:00', '18:30', '19:00', '19:30', '20:00'];

async function writer(index: number): Promise<Result[]> {
  const results: Result[] = [];
  for (let n = 0; Date.now() < endAt; n++) {
    results.push(
      await post(
        {
          // Tuesday to Saturday some days ahead, spread so that the slots do not fill.
          date: day(3 + ((index * 7 + n) % 40)),
          time: TIMES[n % TIMES.length],
          partySize: 1,
          name: `Load ${index}-${n}`,
          email: `load-${process.pid}-${index}-${n}@example.test`,
          phone: '+36 30 123 4567',
          language: 'hu',
          privacyAccepted: true,
        },
        `${process.pid}-${index}-${n}`,
      ),
    );
  }
  return results;
}

const all = (
  await Promise.all(Array.from({ length: Number(writersText) }, (_, i) => writer(i)))
).flat();
const acknowledged = all.flatMap((r) => (r.reference ? [r.reference] : []));
// A full slot or a closed day (409, 400) is an answer, not a failure: only 5xx and lost connections are.
const failed = all.filter((r) => r.status === 0 || r.status >= 500);
fs.writeFileSync(
  out,
  JSON.stringify({
    sent: all.length,
    acknowledged,
    refused: all.filter((r) => r.status >= 400 && r.status < 500).length,
    failed: failed.map((r) => r.error ?? String(r.status)),
  }),
);
agent.destroy();
