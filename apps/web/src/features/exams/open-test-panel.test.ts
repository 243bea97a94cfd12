import { describe, expect, it, vi } from 'vitest';
import { openTestPanel, testPanelAddress } from './open-test-panel.ts';

describe('opening the test panel', () => {
  it('[EXAM-BTN-5] [API-EXT-1] the address carries the test id and nothing secret', () => {
    expect(testPanelAddress({ test_id: 42 })).toBe('/my-account/test-panel/42');
  });

  it('[EXAM-PROD-3] a product test carries its institute id', () => {
    expect(testPanelAddress({ test_id: 42, test_institute_id: 555 })).toBe('/my-account/test-panel/42?institute_id=555');
  });

  it('[EXAM-BTN-5] it opens a new window without a handle back to this page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openTestPanel({ test_id: 7 });
    expect(open).toHaveBeenCalledWith('/my-account/test-panel/7', '_blank', 'noopener');
  });
});
