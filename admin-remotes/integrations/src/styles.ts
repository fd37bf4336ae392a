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
.kv-integrations-form__actions{justify-content:flex-end;margin:0}
.kv-integrations-webhooks{margin-top:32px;padding-top:8px;border-top:1px solid #dfe6e2}
.kv-integrations__url{font-weight:500;overflow-wrap:anywhere}
.kv-integrations__note,.kv-integrations__note--problem{display:block;font-size:13px;color:#5b6b62;margin-top:2px}
.kv-integrations__note--problem,.kv-integrations__error{color:#a8071a}
.kv-integrations__error,.kv-integrations__answer{white-space:pre-wrap;overflow-wrap:anywhere;font-size:13px}
.kv-integrations__code{font-size:12px;overflow-wrap:anywhere}
.kv-integrations__actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-integrations-deliveries .kv-integrations__url{margin:0 0 12px}
.kv-integrations-delivery{padding:8px 0 4px}
.kv-integrations-delivery code{overflow-wrap:anywhere}
.kv-integrations__pre{margin:0;padding:8px 10px;background:#fff;border:1px solid #dfe6e2;border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:12px}
.kv-integrations-secret p{margin:0 0 12px}
.kv-integrations-secret__row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.kv-integrations-secret__code{flex:1 1 220px;font-size:14px;padding:6px 10px;background:#f3f7f5;border:1px solid #dfe6e2;border-radius:6px;word-break:break-all;user-select:all}
`,
);
