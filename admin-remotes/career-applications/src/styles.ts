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
.kv-cv-preview__body{min-height:200px}
.kv-cv-preview__frame{display:block;width:100%;height:min(75vh,1100px);border:1px solid #dfe6e2;border-radius:6px;background:#f3f7f5}
.kv-apps__resume{display:flex;flex-wrap:wrap;gap:6px}
@media (max-width:600px){.kv-apps-filter{flex:1 1 100%}}
`,
);
