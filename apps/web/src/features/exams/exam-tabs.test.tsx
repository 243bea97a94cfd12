import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSession } from '@portal/contract';
import { coachingSession, openUserSession, schoolSession } from '../../test/fixtures.ts';
import { callsTo, EXAM_API, openExams, sessionAt } from './testing/exam-server.ts';

const withExam = (base: TSession, exam: TSession['inst_set_up']['exam']): TSession => ({ ...base, inst_set_up: { ...base.inst_set_up, exam } });
const tabNames = async () => within(await screen.findByRole('tablist', { name: 'Exam mode' })).getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')]);

describe('My Exam tabs', () => {
  it('[EXAM-TAB-1] [EXAM-TAB-2] [EXAM-TAB-3] a coaching student (exams ONLINE, with a student id) has Online and Offline, Online first', async () => {
    await openExams();
    expect(await tabNames()).toEqual([
      ['Online', 'true'],
      ['Offline', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Online' })).toBeInTheDocument();
  });

  it('[EXAM-TAB-3] an open user (type 99) has no Offline tab', async () => {
    await openExams({ session: sessionAt(openUserSession), search: '?mode=offline' });
    expect(await tabNames()).toEqual([['Online', 'true']]);
    expect(callsTo('/api/v1/reports/Student/')).toEqual([]);
  });

  it('[EXAM-TAB-2] exams held OFFLINE only: no Online tab, and no exam service call', async () => {
    await openExams({ session: sessionAt(withExam(schoolSession, 'OFFLINE')) });
    expect(await tabNames()).toEqual([['Offline', 'true']]);
    expect(await screen.findByText('no exam available')).toBeInTheDocument();
    expect(callsTo(EXAM_API)).toEqual([]);
  });

  it('[EXAM-TAB-2] [EXAM-TAB-3] an open user where exams are OFFLINE has neither tab and reads a short note', async () => {
    await openExams({ session: sessionAt(withExam(openUserSession, 'OFFLINE')) });
    expect(await screen.findByText('Exams are not offered for your account.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('[EXAM-TAB-1] [EXAM-TAB-4] the arrow keys move between the tabs, the address keeps the tab, and there is no back control (decision 034)', async () => {
    const { user } = await openExams({ session: sessionAt(coachingSession) });
    await tabNames();
    screen.getByRole('tab', { name: 'Online' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Offline' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Offline' })).toHaveFocus();
    await waitFor(() => expect(window.location.search).toBe('?mode=offline'));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Online' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: /back/i })).not.toBeInTheDocument();
  });
});
