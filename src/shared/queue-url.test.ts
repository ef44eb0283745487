// Queue URLs of distributed playtests: what is accepted, what each part becomes, and that every refusal
// names the offending part without ever printing a password.
import { describe, expect, it } from 'vitest';
import { maskPassword, parseQueueUrl } from './queue-url';

describe('parseQueueUrl', () => {
  it('reads host, port, database, user and password; defaults 6379 and database 0', () => {
    expect(parseQueueUrl('redis://127.0.0.1:6380/2')).toEqual({
      ok: true,
      value: { tls: false, host: '127.0.0.1', port: 6380, db: 2, display: 'redis://127.0.0.1:6380/2' },
    });
    expect(parseQueueUrl(' redis://queue.example ')).toEqual({
      ok: true,
      value: { tls: false, host: 'queue.example', port: 6379, db: 0, display: 'redis://queue.example:6379/0' },
    });
    const r = parseQueueUrl('rediss://bench:p%40ss@[::1]:7000/0');
    expect(r).toEqual({
      ok: true,
      value: {
        tls: true,
        host: '::1',
        port: 7000,
        db: 0,
        username: 'bench',
        password: 'p@ss',
        display: 'rediss://bench:***@[::1]:7000/0',
      },
    });
    expect(parseQueueUrl('redis://:s3cret@h:1/15')).toMatchObject({
      ok: true,
      value: { password: 's3cret', display: 'redis://:***@h:1/15' },
    });
  });

  it.each([
    ['http://127.0.0.1:6379', 'the scheme must be redis:// or rediss://, not http://'],
    ['127.0.0.1:6379', 'not a URL (expected redis://HOST:PORT[/DB]'],
    ['redis://', 'no host'],
    ['redis://h:0', 'port 0 is outside 1…65535'],
    ['redis://h:70000', 'not a URL'],
    ['redis://h:6379/x', 'the database "/x" must be a whole number 0…255'],
    ['redis://h:6379/256', 'the database 256 must be 0…255'],
    ['redis://h:6379/0?password=x', 'a query or fragment is not used here'],
    ['not a url', 'not a URL'],
  ])('refuses %s, naming the part', (text, why) => {
    const r = parseQueueUrl(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(why);
  });

  it('never repeats a password in a refusal', () => {
    const r = parseQueueUrl('redis://u:topsecret@h:6379/x');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).not.toContain('topsecret');
      expect(r.message).toContain('redis://u:***@h:6379/x');
    }
    expect(maskPassword('redis://:pw@h:1')).toBe('redis://:***@h:1');
    expect(maskPassword('redis://h:1')).toBe('redis://h:1');
  });

  it.each([
    'redis://:S3cret/pw@x@127.0.0.1:1',
    'redis://:S3cret/pw@127.0.0.1:1',
    'redis://:S3cret#pw@127.0.0.1:1',
    'redis://:S3cret?pw@127.0.0.1:1',
    'redis://bench:S3cret@pw@127.0.0.1:1',
    'redis://:S3cret pw@127.0.0.1:1',
    'redis://:S3cret\\pw@127.0.0.1:1',
    'redis://127.0.0.1:1/S3cret@x',
    'redis://127.0.0.1:1/0?S3cret@x',
    'rediss://:S3cret/pw@x@127.0.0.1:1/2',
    ':S3cret/pw@127.0.0.1:1',
  ])('refuses %s (a password with unencoded characters) without repeating it, saying how to encode', (text) => {
    const r = parseQueueUrl(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).not.toMatch(/S3cret|pw@|pw#|pw\?/);
    expect(r.message).toContain('percent-encode');
    expect(r.message).toContain('***@');
  });

  it('accepts the same passwords percent-encoded', () => {
    expect(parseQueueUrl('redis://:S3cret%2Fpw%40x@127.0.0.1:1')).toMatchObject({
      ok: true,
      value: { password: 'S3cret/pw@x', host: '127.0.0.1', port: 1, display: 'redis://:***@127.0.0.1:1/0' },
    });
    expect(parseQueueUrl('redis://bench@127.0.0.1:1')).toMatchObject({ ok: true, value: { username: 'bench' } });
  });

  it('masks everything before the last @, whatever the password holds', () => {
    expect(maskPassword('redis://:S3cret/pw@x@127.0.0.1:1')).toBe('redis://:***@127.0.0.1:1');
    expect(maskPassword('redis://bench:a:b/c?d#e@h:1/0')).toBe('redis://bench:***@h:1/0');
    expect(maskPassword('redis://S3cret@h')).toBe('redis://***@h');
    expect(maskPassword(':S3cret@h')).toBe(':***@h');
  });
});
