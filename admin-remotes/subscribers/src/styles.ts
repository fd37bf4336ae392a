import { injectStyles, TABLE_WIDE } from '@kavach/admin-shared';

injectStyles(
  'kv-subscribers',
  `
.kv-stats{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;margin:0 0 16px}
.kv-stat{background:#fff;border:1px solid #dfe6e2;border-radius:10px;padding:12px 16px;margin:0}
.kv-stats__scope{margin:-8px 0 16px}
.kv-stat dt{color:#5b6b62;font-size:14px}
.kv-stat dd{margin:4px 0 0;font-size:26px;font-weight:700;color:#1b7f4b;line-height:1.2}
.kv-subscribers__actions{display:flex;flex-wrap:wrap;gap:6px}
@container ${TABLE_WIDE}{.kv-subscribers__actions{flex-wrap:nowrap}}
@media (max-width:600px){.kv-stats{gap:8px}.kv-stat{padding:8px 10px}.kv-stat dt{font-size:12px}.kv-stat dd{font-size:20px}}
`,
);
