import { injectStyles, TABLE_WIDE } from '@kavach/admin-shared';

injectStyles(
  'kv-audit',
  `
.kv-audit-filters{align-items:end}
.kv-audit-filters .kv-field-label{flex:1 1 150px;min-width:0}
.kv-audit-filters .kv-select{width:100%;min-width:0}
.kv-audit__action{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}
@container ${TABLE_WIDE}{.kv-audit__action{white-space:nowrap}}
@media (max-width:600px){.kv-audit-filters .kv-field-label{flex:1 1 100%}.kv-audit-filters .kv-audit-dates{flex:1 1 40%}}
`,
);
