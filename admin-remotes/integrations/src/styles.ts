import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-integrations',
  `
.kv-integrations .kv-table td{vertical-align:middle}
.kv-integrations__intro{margin:0 0 12px;max-width:72ch}
.kv-integrations__name{font-weight:500}
.kv-integrations__perms{margin:0;padding:0 0 0 18px;font-size:13px}
.kv-integrations-form{display:grid;gap:12px}
.kv-integrations-form__field{display:grid;gap:4px;min-width:0}
.kv-integrations-form .kv-select{width:100%;min-width:0}
.kv-integrations-perms{display:grid;gap:4px;margin:0;padding:0;border:0;min-width:0}
.kv-integrations-perms legend{padding:0;margin-bottom:2px}
.kv-integrations-perms label{display:flex;gap:8px;align-items:flex-start}
.kv-integrations-perms input{margin-top:4px;flex:none}
.kv-integrations-perms code{font-size:12px}
.kv-integrations-secret p{margin:0 0 12px}
.kv-integrations-secret__row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.kv-integrations-secret__code{flex:1 1 220px;font-size:14px;padding:6px 10px;background:#f3f7f5;border:1px solid #dfe6e2;border-radius:6px;word-break:break-all;user-select:all}
`,
);
