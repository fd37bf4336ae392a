import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-newsletters',
  `
.kv-nl-intro{margin:-4px 0 12px}
.kv-nl-progress{font-variant-numeric:tabular-nums}
.kv-nl-actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-nl-form{display:grid;gap:12px}
.kv-nl-form__actions{display:flex;justify-content:flex-end;gap:8px}
.kv-nl-status{display:inline-grid;gap:2px;justify-items:start;font-size:13px}
.kv-nl-sent{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px}
.kv-nl-sent dt{font-weight:600}
.kv-nl-sent dd{margin:0}
@media (max-width:480px){.kv-nl-sent{grid-template-columns:1fr}.kv-nl-sent dd{margin-bottom:6px}}
`,
);
