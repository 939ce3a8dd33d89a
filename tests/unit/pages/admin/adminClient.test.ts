import { describe, expect, it } from 'vitest';
import { ApiError, errorOf } from '../../../../src/lib/api';
import { adminErrorText } from '../../../../src/pages/admin/adminClient';

describe('adminErrorText', () => {
  it('words a failed answer as "status: text", reading the message of a JSON answer', async () => {
    const text = async (res: Response) => adminErrorText(await errorOf(res));
    const limited = new Response(
      JSON.stringify({ success: false, message: 'Too many failed admin sign-ins from your address. Try again in 540 seconds.' }),
      { status: 429 },
    );
    expect(await text(limited)).toBe('429: Too many failed admin sign-ins from your address. Try again in 540 seconds.');
    expect(await text(new Response(JSON.stringify({ error: 'No API route' }), { status: 404 }))).toBe('404: No API route');
    expect(await text(new Response('upstream down', { status: 502 }))).toBe('502: upstream down');
    expect(await errorOf(new Response('x', { status: 500 }))).toBeInstanceOf(ApiError);
    expect(await text(new Response('', { status: 503, statusText: 'Service Unavailable' }))).toBe('503: Service Unavailable');
  });

  it("keeps the shared client's own message: the status, a colon and the raw text", async () => {
    const err = await errorOf(new Response('{"error":"nope"}', { status: 400 }));
    expect(err.message).toBe('400: {"error":"nope"}');
    expect(err.serverMessage).toBe('nope');
  });
});
