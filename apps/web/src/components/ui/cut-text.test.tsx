import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CutText, keepDots } from './cut-text.tsx';

const FULL = 'Chartered Accountant';
const CUT = 'Chartered Ac...';

describe('CutText (decision 089)', () => {
  it('[PROFILE-CUT-3] [LIVE-CARD-4] a cut text is a control named by the whole text, with no hover-only title', () => {
    render(<CutText full={FULL} cut={CUT} />);
    const control = screen.getByRole('button', { name: FULL });
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(control).toHaveTextContent(CUT);
    expect(document.querySelector('[title]')).toBeNull();
  });

  it('[PROFILE-CUT-3] a tap shows the whole text and another the cut again', async () => {
    const user = userEvent.setup();
    render(<CutText full={FULL} cut={CUT} />);
    const control = screen.getByRole('button', { name: FULL });
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(control.textContent).toBe(FULL);
    await user.click(control);
    expect(control).toHaveAttribute('aria-expanded', 'false');
    expect(control).toHaveTextContent(CUT);
  });

  it('[PROFILE-CUT-3] Enter and Space open and close it from the keyboard', async () => {
    const user = userEvent.setup();
    render(<CutText full={FULL} cut={CUT} />);
    await user.tab();
    const control = screen.getByRole('button', { name: FULL });
    expect(control).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(control.textContent).toBe(FULL);
    await user.keyboard(' ');
    expect(control).toHaveTextContent(CUT);
  });

  it('an uncut text is the text alone, with no control', () => {
    render(<CutText full="Maths" cut="Maths" />);
    expect(screen.getByText('Maths')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('[REPORT-ROW-8] inside another control (a summary) the cut is plain text read whole, no control nested in it', () => {
    render(
      <details>
        <summary>
          <CutText full={FULL} cut={CUT} />
        </summary>
      </details>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(CUT)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(FULL)).toHaveClass('sr-only');
    expect(document.querySelector('[title]')).toBeNull();
  });

  it('the dots stay on one line with the word before them', () => {
    expect(keepDots('Physics revision ...')).toBe('Physics revision\u00a0...');
    expect(keepDots('Chartered Ac...')).toBe('Chartered Ac...');
    expect(keepDots('Olympiad …')).toBe('Olympiad\u00a0…');
    expect(keepDots('No dots')).toBe('No dots');
  });
});
