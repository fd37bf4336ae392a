import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-privacy',
  `
.kv-privacy__intro{max-width:760px;margin:0 0 12px}
.kv-privacy__form .ant-input{flex:1 1 260px;min-width:0;max-width:420px}
.kv-privacy__head{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start;justify-content:space-between}
.kv-privacy__who{min-width:0;overflow-wrap:anywhere}
.kv-privacy__ref{margin:0}
.kv-privacy__ref .ant-tag{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;margin:0 0 0 4px}
.kv-privacy__actions{display:flex;flex-wrap:wrap;gap:8px}
.kv-privacy__counts{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:8px;list-style:none;padding:0;margin:12px 0 0}
.kv-privacy__counts li{background:#f3f7f5;border-radius:6px;padding:8px 10px}
.kv-privacy__counts strong{display:block;font-size:20px;line-height:1.2}
.kv-privacy__counts li[data-zero=true]{color:#5b6b62}
.kv-privacy__kind{font-size:16px;font-weight:600;margin:16px 0 8px}
.kv-privacy__history{list-style:none;padding:0;margin:0;display:grid;gap:6px}
.kv-privacy__history li{overflow-wrap:anywhere}
.kv-privacy-confirm p{margin:0 0 12px}
.kv-privacy__done{margin-bottom:16px;max-width:760px}
.kv-privacy__done>p{margin:8px 0 4px}
.kv-privacy__reply{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f3f7f5;border-radius:6px;padding:10px 12px;margin:0 0 8px}
@media (max-width:600px){.kv-privacy__form .ant-input{max-width:none;flex-basis:100%}.kv-privacy__actions{width:100%}.kv-privacy__actions .ant-btn{flex:1 1 auto}}
`,
);
