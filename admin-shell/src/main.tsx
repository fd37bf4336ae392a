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
restoreSession(panel);
watchSession();
createRoot(document.getElementById('root')!).render(<App panel={panel} />);
