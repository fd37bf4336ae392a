import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-newsletters',
  `
.kv-nl-intro{margin:-4px 0 12px}
.kv-nl-progress{font-variant-numeric:tabular-nums}
.kv-nl-actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-nl-form{display:grid;gap:12px}
.kv-nl-form__actions{display:flex;justify-content:flex-end;gap:8px}
`,
);
