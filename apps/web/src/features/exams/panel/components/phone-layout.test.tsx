import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Answer } from '@portal/domain/exam/question-types';
import { initI18n } from '../../../../lib/i18n.ts';
import { loadScreenTexts } from '../../../../lib/screen-texts.ts';
import { QUESTIONS, RESULT } from '../testing/panel-fixtures.ts';
import { QuestionActions } from './question-actions.tsx';
import { ResultSummary } from './result-summary.tsx';
import { SaveStatus } from './save-status.tsx';
import { GridInput } from './table-inputs.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadScreenTexts('en', 'examPanel');
});
afterEach(() => vi.restoreAllMocks());

const GRID = QUESTIONS.find((q) => q.kind === 'grid')!;
const HINT = 'Scroll sideways to see every column';

/** jsdom lays nothing out: a region `content` px wide in one `width` px wide. */
function layOut(content: number, width: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

describe('the test panel on a phone (issue 32)', () => {
  it('the save status keeps its line while there is nothing to say, and says Saved in that same line', () => {
    const { container, rerender } = render(<SaveStatus state="none" />);
    const line = container.firstElementChild!;
    expect(line).toBeInTheDocument();
    expect(line).toBeEmptyDOMElement();
    expect(container.querySelector('[data-save]')).toBeNull();
    rerender(<SaveStatus state="saved" />);
    expect(container.firstElementChild).toBe(line);
    expect(within(line as HTMLElement).getByText('Saved')).toHaveAttribute('data-save', 'saved');
    rerender(<SaveStatus state="refused" refusal="The test has ended." />);
    expect(container.firstElementChild).toBe(line);
    expect(line).toHaveTextContent('Not accepted: The test has ended.');
  });

  it('each grid cell is a label holding its checkbox, so a tap anywhere in the cell toggles it; the names stay "row: column"', async () => {
    const onChange = vi.fn<(answer: Answer | null) => void>();
    render(<GridInput question={GRID} answer={null} onChange={onChange} readOnly={false} idPrefix="q" />);
    const box = screen.getByRole('checkbox', { name: 'Velocity: [L]' });
    const label = box.closest('label')!;
    expect(label).not.toBeNull();
    expect(label.parentElement!.tagName).toBe('TD');
    expect(label.parentElement!.children).toHaveLength(1);
    await userEvent.click(label);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'grid', rows: { ra: ['cb'] } });
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Velocity: [M]', 'Velocity: [L]', 'Force: [M]', 'Force: [L]']);
  });

  it('the grid scrolls in a named, focusable region, which says it scrolls only when it does not fit', () => {
    layOut(600, 300);
    const { unmount } = render(<GridInput question={GRID} answer={null} onChange={() => undefined} readOnly={false} idPrefix="q" />);
    const region = screen.getByRole('region', { name: 'Your answer' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(HINT);
    expect(screen.getByText(HINT)).toBeVisible();
    unmount();

    layOut(300, 300);
    render(<GridInput question={GRID} answer={null} onChange={() => undefined} readOnly={false} idPrefix="q" />);
    expect(screen.getByRole('region', { name: 'Your answer' })).not.toHaveAccessibleDescription(HINT);
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it("the result by subject is a focusable region named by the table's caption, with its 'Not answered' column", () => {
    layOut(420, 320);
    render(<ResultSummary result={RESULT} />);
    const region = screen.getByRole('region', { name: 'Marks by subject' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(HINT);
    expect(within(region).getByRole('columnheader', { name: 'Not answered' })).toBeInTheDocument();
  });

  it('Previous and Next are a group of their own, the bar kept at the bottom of a phone; the other buttons stay with the question (sitting and review)', () => {
    const noop = () => undefined;
    const { rerender } = render(<QuestionActions marked={false} answered bookmarked={false} hasPrevious hasNext onMark={noop} onClear={noop} onBookmark={noop} onPrevious={noop} onNext={noop} />);
    const buttonsOf = (group: HTMLElement) => within(group).getAllByRole('button').map((b) => b.textContent);
    const bar = () => screen.getByRole('button', { name: 'Next' }).parentElement!;
    expect(bar()).toHaveClass('moveBar');
    expect(buttonsOf(bar())).toEqual(['Previous', 'Next']);
    const tools = screen.getByRole('button', { name: 'Bookmark' }).parentElement!;
    expect(tools).not.toBe(bar());
    expect(buttonsOf(tools)).toEqual(['Mark for review', 'Clear response', 'Bookmark']);
    // The review's actions: the same bar.
    rerender(<QuestionActions marked={false} answered={false} bookmarked={false} hasPrevious hasNext onMark={noop} onClear={noop} onBookmark={noop} onPrevious={noop} onNext={noop} readOnly />);
    expect(bar()).toHaveClass('moveBar');
    expect(buttonsOf(bar())).toEqual(['Previous', 'Next']);
    expect(buttonsOf(screen.getByRole('button', { name: 'Bookmark' }).parentElement!)).toEqual(['Bookmark']);
  });
});
