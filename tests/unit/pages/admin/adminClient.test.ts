import { describe, expect, it } from 'vitest';
import { HttpError, httpError } from '../../../../src/pages/admin/adminClient';

describe('httpError', () => {
  it('words a failed answer as "status: text", reading the message of a JSON answer', async () => {
    const limited = new Response(
      JSON.stringify({ success: false, message: 'Too many failed admin sign-ins from your address. Try again in 540 seconds.' }),
      {
        status: 429,
      },
    );
    expect((await httpError(limited)).message).toBe('429: Too many failed admin sign-ins from your address. Try again in 540 seconds.');
    expect((await httpError(new Response(JSON.stringify({ error: 'No API route' }), { status: 404 }))).message).toBe('404: No API route');
    expect((await httpError(new Response('upstream down', { status: 502 }))).message).toBe('502: upstream down');
    expect(await httpError(new Response('x', { status: 500 }))).toBeInstanceOf(HttpError);
    expect((await httpError(new Response('', { status: 503, statusText: 'Service Unavailable' }))).message).toBe(
      '503: Service Unavailable',
    );
  });
});
