import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootstrap } from './app/bootstrap.ts';
import './styles/global.css';

void bootstrap().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React draws the first page in slices with the main thread free between
  // them, instead of one long task (issue 14: the page's blocking time). Nothing waits on it to
  // see a page: the prerendered login page is on screen meanwhile, and it stays until the app's
  // first page commits in one piece (app/shell-hand-over.tsx, decision 053).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
