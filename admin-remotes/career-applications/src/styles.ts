import { injectStyles, TABLE_WIDE } from '@kavach/admin-shared';

injectStyles(
  'kv-applications',
  `
.kv-apps-head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:8px 0 12px}
.kv-apps-head .kv-section-title{margin:0}
.kv-apps-count{font-size:14px;padding:2px 10px}
.kv-apps__actions{display:flex;flex-wrap:wrap;gap:6px}
@container ${TABLE_WIDE}{.kv-apps__actions{flex-wrap:nowrap}}
.kv-apps-filter{max-width:100%}
@media (max-width:600px){.kv-apps-filter{flex:1 1 100%}}
`,
);
