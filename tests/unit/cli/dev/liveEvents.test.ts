import { describe, expect, it } from 'vitest';
import { createLiveEvents, sendStep } from '../../../../cli/dev/liveEvents';
import { fakeRequest, fakeResponse } from './fakeHttp';

function follower(live: ReturnType<typeof createLiveEvents>, page: string) {
  const req = fakeRequest(`/__site/events?path=${page}`);
  const res = fakeResponse();
  live.follow(req as never, res as never, page, { hello: page });
  return { req, res };
}

describe('createLiveEvents', () => {
  it('opens an event stream that retries quickly and says hello first', () => {
    const live = createLiveEvents();
    const { res } = follower(live, '/');
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('text/event-stream; charset=utf-8');
    expect(res.text()).toBe('retry: 300\n\nevent: hello\ndata: {"hello":"/"}\n\n');
    live.close();
    expect(res.ended).toBe(true);
  });

  it("sends an event to one page's followers, or to every page", () => {
    const live = createLiveEvents();
    const home = follower(live, '/');
    const about = follower(live, '/about');
    live.send('reload', {}, '/about');
    live.send('errors', [], undefined);
    expect(home.res.text()).not.toContain('event: reload');
    expect(about.res.text()).toContain('event: reload\ndata: {}\n\n');
    expect(home.res.text()).toContain('event: errors');
    expect(about.res.text()).toContain('event: errors');
    live.close();
  });

  it('forgets a page whose request closed', () => {
    const live = createLiveEvents();
    const home = follower(live, '/');
    follower(live, '/about');
    expect(live.pages().sort()).toEqual(['/', '/about']);
    home.req.emit('close');
    expect(live.pages()).toEqual(['/about']);
    live.close();
  });
});

describe('sendStep', () => {
  it('tells a page to reload, to take its new HTML with the edit it shows, or a style patch', () => {
    const sent: Array<[string, unknown, string | undefined]> = [];
    const live = { send: (event: string, data: unknown, page?: string) => sent.push([event, data, page]) };
    sendStep(live, '/', 'reload', '<html><head></head></html>', 5);
    sendStep(live, '/', 'update', '<html><head></head></html>', 5);
    sendStep(live, '/', { classes: [], counts: {}, css: [{ from: '/a.css', to: '/b.css' }] }, '', 5);
    expect(sent).toEqual([
      ['reload', {}, '/'],
      ['update', { html: '<html><head><script type="module" src="/__site/dev.js?v=5"></script></head></html>', edit: 5 }, '/'],
      ['style', { classes: [], counts: {}, css: [{ from: '/a.css', to: '/b.css' }], edit: 5 }, '/'],
    ]);
  });
});
