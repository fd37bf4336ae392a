import { injectStyles, TABLE_WIDE } from '@kavach/admin-shared';

injectStyles(
  'kv-audit',
  `
.kv-audit-filters{align-items:end}
.kv-audit-filters .kv-field-label{flex:1 1 150px;min-width:0}
.kv-audit-filters .kv-select{width:100%;min-width:0}
.kv-audit__action-filter{width:100%;min-width:0}
.kv-audit__sentence{overflow-wrap:anywhere}
.kv-audit__sentence a{text-decoration:underline}
@container ${TABLE_WIDE}{.kv-audit__sentence{display:block;min-width:24ch}}
@media (max-width:600px){.kv-audit-filters .kv-field-label{flex:1 1 100%}.kv-audit-filters .kv-audit-dates{flex:1 1 40%}}
`,
);
