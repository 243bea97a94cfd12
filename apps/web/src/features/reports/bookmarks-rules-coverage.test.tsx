import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { schoolSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { bookmark, openBookmarks } from './testing/bookmark-server.ts';

// Issue 33: bookmark rules no test named yet. BOOKMARK-LOAD-2 is silent on a failed load;
// decision 043: the app's error toast, never an empty list that would read as "no bookmarks"
// (the screen now says the failure in place, with a retry).

describe('bookmarked questions (rules coverage)', () => {
  it('[BOOKMARK-ITEM-4] each item has a remove icon and a view icon', async () => {
    await openBookmarks([bookmark(1), bookmark(2)]);
    const items = within(await screen.findByRole('list', { name: 'Bookmarked Questions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    items.forEach((li, i) => {
      const view = within(li).getByRole('button', { name: `View Question ${i + 1}` });
      const remove = within(li).getByRole('button', { name: `Remove bookmark of Question ${i + 1}` });
      // Icons: a drawing, no visible words.
      for (const button of [view, remove]) {
        expect(button.querySelector('svg')).not.toBeNull();
        expect(button.textContent?.trim()).toBe('');
      }
    });
  });

  it('[BOOKMARK-LOAD-2] a failed load shows the error toast, not the empty list', async () => {
    await import('./reports-screen.tsx');
    // A 4xx is not retried (query-client.ts), so the failure is shown at once.
    server.use(http.get('/exam-api/student/testLabels/bookmark/:user_id', () => HttpResponse.json({ statusCode: 404, message: 'Bookmarks are unavailable' }, { status: 404 })));
    await renderApp('/report?view=bookmarks', { session: schoolSession });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarked Questions' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Bookmarks are unavailable')).toBeInTheDocument();
    expect(screen.queryByText('no bookmark question available')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bookmarked Questions' })).not.toBeInTheDocument();
    // In place of the list: what went wrong, with a retry that asks again.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
