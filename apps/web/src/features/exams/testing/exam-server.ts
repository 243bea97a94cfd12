// Test support for My Exam: opening /exam signed in with every exam call answered, the panel's
// launch, and the cards. The lists' factories and handlers are shared (test/exam-service.ts). Tests only.
import { screen } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { vi } from 'vitest';
import type { TExamLabel, TExamTest, TOfflineReport, TSession } from '@portal/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import {
  EXAM_API,
  LABELS,
  envelope,
  labelTestsHandler,
  labelsHandler,
  offlineHandler,
  offlineReport,
  productIdsHandler,
  record,
  sessionAt,
  testsByIdHandler,
  timeHandler,
  callsTo,
  type Answer,
} from '../../../test/exam-service.ts';

export * from '../../../test/exam-service.ts';

type OpenOptions = {
  session?: TSession;
  /** The address after /exam, e.g. '?label=12'. */
  search?: string;
  labels?: Answer<TExamLabel[]>;
  tests?: Answer<Record<string, TExamTest[]>>;
  productIds?: Parameters<typeof productIdsHandler>[0];
  productTests?: TExamTest[];
  offline?: Answer<TOfflineReport>;
  time?: string;
  handlers?: RequestHandler[];
};

/** The panel's launch call (decision 040): answers an address naming the test, so tests can tell launches apart. */
export const launchHandler = () =>
  http.post(`${EXAM_API}/panel/launch`, async ({ request }) => {
    await record(request);
    const { test_id } = (await request.clone().json()) as { test_id: number };
    return envelope({ launch_url: `/my-account/test-panel#launch=token-of-${test_id}`, mode: 'attempt', expires_in_seconds: 60 });
  });

/** A window as window.open gives it: records the addresses put in it. */
function fakePanelWindow(addresses: string[]) {
  return {
    opener: window as unknown,
    closed: false,
    close: vi.fn(),
    location: { replace: vi.fn((url: string) => addresses.push(new URL(url).pathname + new URL(url).hash)) },
  };
}

/**
 * Opens /exam signed in, every exam call answered (nothing assigned by products unless told).
 * window.open is spied and gives a fake window; `panels` lists the addresses put in the windows.
 */
export async function openExams(options: OpenOptions = {}) {
  await Promise.all([import('../exams-screen.tsx')]);
  const panels: string[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation(() => fakePanelWindow(panels) as unknown as Window);
  server.use(
    launchHandler(),
    labelsHandler(options.labels ?? LABELS),
    labelTestsHandler(options.tests ?? {}),
    productIdsHandler(options.productIds ?? {}),
    testsByIdHandler(options.productTests ?? []),
    timeHandler(options.time),
    offlineHandler(options.offline ?? offlineReport([])),
    ...(options.handlers ?? []),
  );
  const view = await renderApp(`/exam${options.search ?? ''}`, { session: sessionAt(options.session) });
  await screen.findByRole('heading', { level: 1, name: 'My Exam' });
  return { ...view, open, panels };
}

/** The bodies of the launch calls made so far. */
export const launchBodies = () => callsTo(`${EXAM_API}/panel/launch`).map((r) => r.body);

/** The card of an exam, by its full name (the heading's accessible name). */
export const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
