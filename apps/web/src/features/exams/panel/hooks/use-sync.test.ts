import { describe, expect, it } from 'vitest';
import type { TPanelSaveItem } from '@portal/contract';
import { leaveBody } from './use-sync.ts';

const item = (question_id: number, text: string): TPanelSaveItem => ({ question_id, seq: question_id, answer: { kind: 'text', text }, marked_for_review: false, time_spent_ms: 0 });

describe('the last save as the window goes (keepalive)', () => {
  it('fits under the 64 KB a browser allows a keepalive body, newest answers first', () => {
    const answers = Array.from({ length: 200 }, (_, i) => item(i + 1, 'x'.repeat(1_000)));
    const body = leaveBody(answers)!;
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(60_000);
    const sent = (JSON.parse(body) as { answers: TPanelSaveItem[] }).answers.map((a) => a.question_id);
    expect(sent.length).toBeGreaterThan(40);
    expect(sent[0]).toBe(200);
    expect(Math.min(...sent)).toBe(200 - sent.length + 1);
  });

  it('a small set goes whole; nothing unsent sends nothing', () => {
    expect(JSON.parse(leaveBody([item(1, 'a'), item(2, 'b')])!).answers).toHaveLength(2);
    expect(leaveBody([])).toBeNull();
  });
});
