import { createRoot } from 'react-dom/client';
import { App } from './App';
import './shell.css';
import { restoreSession, watchSession } from './start';
import { panelFromPath } from './tabs';

const panel = panelFromPath(location.pathname);
document.title =
  panel === 'jobs-admin'
    ? 'Jobs Management Panel — Kavach Genomics'
    : 'Admin Panel — Kavach Genomics';
// `npm run dev` rebuilds the panel on save and says so here; production builds drop this.
if (import.meta.env.VITE_LIVE_RELOAD)
  new EventSource('/__dev/reload').addEventListener('reload', () => location.reload());
restoreSession(panel);
watchSession();
createRoot(document.getElementById('root')!).render(<App panel={panel} />);
