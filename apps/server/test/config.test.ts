import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';

describe('the configuration of timeouts, connections and backups', () => {
  it('defaults to 10 s for headers, 30 s per request, a 5 s drain and a 10 s shutdown, a tenth of the connections per client and daily backups kept 14 days', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' });
    expect(config.http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
      drainMs: 5_000,
      maxConnections: 1000,
      maxConnectionsPerClient: 100,
    });
    expect(config.backups).toEqual({
      automatic: true,
      retentionDays: 14,
      dir: path.resolve('/srv/data/backups'),
    });
    expect(config.publicUrlConfigured).toBe(false);
  });

  it('refuses a headers timeout longer than the request timeout and lists every bad value', () => {
    const message = (() => {
      try {
        loadConfig({
          HEADERS_TIMEOUT_SECONDS: '60',
          REQUEST_TIMEOUT_SECONDS: '30',
          SHUTDOWN_TIMEOUT_SECONDS: 'soon',
        });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('SHUTDOWN_TIMEOUT_SECONDS: ');
    expect(message).toContain(
      'HEADERS_TIMEOUT_SECONDS: Must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  });

  it('takes a per-client connection limit up to the whole server’s, and refuses one above it', () => {
    const config = loadConfig({ MAX_CONNECTIONS: '10', MAX_CONNECTIONS_PER_CLIENT: '10' });
    expect(config.http.maxConnectionsPerClient).toBe(10);
    expect(loadConfig({ MAX_CONNECTIONS: '5' }).http.maxConnectionsPerClient).toBe(1);
    expect(() => loadConfig({ MAX_CONNECTIONS: '10', MAX_CONNECTIONS_PER_CLIENT: '11' })).toThrow(
      /MAX_CONNECTIONS_PER_CLIENT: Must not be more than MAX_CONNECTIONS/,
    );
  });

  it('leaves the wait for a busy or restarting database to its kind unless DATABASE_WAIT_MS sets it', () => {
    expect(loadConfig({ DATABASE_URL: '/srv/data/site.db' }).database).toEqual({
      kind: 'sqlite',
      file: path.resolve('/srv/data/site.db'),
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/site', DATABASE_WAIT_MS: '250' }).database,
    ).toEqual({ kind: 'postgres', url: 'postgres://db/site', waitMs: 250 });
    expect(() => loadConfig({ DATABASE_WAIT_MS: '0' })).toThrow(/DATABASE_WAIT_MS: /);
  });

  it('runs as many login checks at once as half the cores and half of libuv’s pool allow, at least one', () => {
    const halfTheCores = Math.max(1, Math.floor(os.availableParallelism() / 2));
    expect(loadConfig({ UV_THREADPOOL_SIZE: '1024' }).loginChecksAtOnce).toBe(halfTheCores);
    expect(loadConfig({}).loginChecksAtOnce).toBe(Math.min(halfTheCores, 2));
    expect(loadConfig({ UV_THREADPOOL_SIZE: '1' }).loginChecksAtOnce).toBe(1);
  });

  it('gives the in-process caches 32 MB by default, or CACHE_MAX_MB, shared out among them', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).cache).toEqual({
      answers: Math.floor(32 * MB * 0.4),
      filtered: 8 * MB,
      addresses: Math.floor(32 * MB * 0.1),
      availability: Math.floor(32 * MB * 0.2),
      stats: Math.floor(32 * MB * 0.05),
    });
    const { cache } = loadConfig({ CACHE_MAX_MB: '200' });
    expect(
      cache.answers + cache.filtered + cache.addresses + cache.availability + cache.stats,
    ).toBeCloseTo(200 * MB, -1);
    expect(() => loadConfig({ CACHE_MAX_MB: '0' })).toThrow(/CACHE_MAX_MB/);
    expect(() => loadConfig({ CACHE_MAX_MB: 'much' })).toThrow(/CACHE_MAX_MB/);
  });

  it('turns automatic backups off and takes a folder of their own', () => {
    const config = loadConfig({ BACKUP_AUTOMATIC: 'false', BACKUP_DIR: '/mnt/backups' });
    expect(config.backups.automatic).toBe(false);
    expect(config.backups.dir).toBe('/mnt/backups');
  });
});

describe('the configuration of mail', () => {
  it('refuses to send in clear by default to an SMTP server on another machine, not to one on this', () => {
    const mail = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: '/srv/data', ...env }).mail;
    expect(mail({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).requireTls).toBe(true);
    expect(mail({ SMTP_URL: 'smtp://127.0.0.1:25' }).requireTls).toBe(false);
    expect(mail({ SMTP_URL: 'smtp://localhost:25' }).requireTls).toBe(false);
    expect(mail({ SMTP_URL: 'smtp://[::1]:25' }).requireTls).toBe(false);
    expect(
      mail({ SMTP_URL: 'smtp://relay.internal:25', SMTP_REQUIRE_TLS: 'false' }).requireTls,
    ).toBe(false);
    expect(mail({ SMTP_URL: 'smtp://127.0.0.1:25', SMTP_REQUIRE_TLS: 'true' }).requireTls).toBe(
      true,
    );
    expect(() => loadConfig({ SMTP_REQUIRE_TLS: 'yes' })).toThrow(/SMTP_REQUIRE_TLS/);
  });
});
