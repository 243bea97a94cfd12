import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fail, server } from '../../test/server.ts';
import { launchRequest, openTestPanel } from './open-test-panel.ts';

type FakeWindow = { opener: unknown; closed: boolean; location: { replace: ReturnType<typeof vi.fn> }; close: ReturnType<typeof vi.fn> };

/** A window as window.open gives it, recording what is done to it and when. */
function fakeWindow(events: string[]): FakeWindow {
  return {
    opener: window,
    closed: false,
    location: { replace: vi.fn((url: string) => events.push(`navigate ${url}`)) },
    close: vi.fn(() => events.push('close')),
  };
}

function answerLaunch(events: string[], reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/exam-api/panel/launch', async ({ request }) => {
      events.push('launch');
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const LAUNCHED = () => HttpResponse.json({ statusCode: 200, message: 'OK', data: { launch_url: '/my-account/test-panel#launch=abc123', mode: 'attempt', expires_in_seconds: 60 } });

describe('opening the test panel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[EXAM-BTN-5] [API-EXT-1] opens the window in the click, then puts the launch address in it and drops its opener', async () => {
    const events: string[] = [];
    const panel = fakeWindow(events);
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      events.push('open');
      return panel as unknown as Window;
    });
    const bodies = answerLaunch(events, LAUNCHED);
    const opening = openTestPanel({ test_id: 7 });
    expect(open).toHaveBeenCalledWith('', '_blank'); // before any await: not a blocked pop-up
    await opening;
    expect(events).toEqual(['open', 'launch', 'navigate http://localhost/my-account/test-panel#launch=abc123']);
    expect(bodies).toEqual([{ test_id: 7 }]);
    expect(panel.opener).toBeNull();
  });

  it('[EXAM-PROD-3] a product test names its institute; the others do not', () => {
    expect(launchRequest({ test_id: 42, test_institute_id: 555 })).toEqual({ test_id: 42, test_institute_id: 555 });
    expect(launchRequest({ test_id: 42, test_institute_id: null })).toEqual({ test_id: 42 });
  });

  it('[EXAM-BTN-6] a refusal closes the window and says why', async () => {
    const events: string[] = [];
    const panel = fakeWindow(events);
    vi.spyOn(window, 'open').mockReturnValue(panel as unknown as Window);
    answerLaunch(events, () => fail(409, 'You have used all the attempts of this practice test.', 'EXAM_ATTEMPTS_USED'));
    await openTestPanel({ test_id: 8 });
    expect(events).toEqual(['launch', 'close']);
    expect(getToasts().map((t) => t.text)).toEqual(['You have used all the attempts of this practice test.']);
  });

  it('[EXAM-BTN-8] a parent is refused with the spec words, and no window stays open', async () => {
    const events: string[] = [];
    const panel = fakeWindow(events);
    vi.spyOn(window, 'open').mockReturnValue(panel as unknown as Window);
    answerLaunch(events, () => fail(400, 'Parents are not allowed to give exam', 'PARENT_NOT_ALLOWED'));
    await openTestPanel({ test_id: 8 });
    expect(panel.close).toHaveBeenCalled();
    expect(getToasts().map((t) => t.text)).toEqual(['Parents are not allowed to give exam']);
  });
});
