import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-content',
  `
.kv-ct-intro{margin:-4px 0 12px}
.kv-ct-toolbar{flex-wrap:wrap}
.kv-ct-inline{display:inline-flex;align-items:center;gap:6px}
.kv-ct-title{display:grid;gap:2px;min-width:0}
.kv-ct-slug{font-size:13px;overflow-wrap:anywhere}
.kv-ct-status{display:inline-grid;gap:2px;justify-items:start}
.kv-ct-when{font-size:13px}
.kv-ct-form{display:grid;gap:12px}
.kv-ct-fields{display:grid;gap:12px}
.kv-ct-error{color:#cf1322;font-size:13px}
.kv-ct-date{max-width:220px}
.kv-ct-image-actions{margin-top:6px}
.kv-ct-thumb{display:block;width:120px;height:68px;object-fit:cover;margin-top:6px;border:1px solid #e3e8e5;border-radius:4px;background:#f5f7f6}
.kv-ct-meta{display:flex;flex-wrap:wrap;gap:6px 16px;align-items:center;margin:0;font-size:13px;overflow-wrap:anywhere}
.kv-ct-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:8px}
.kv-ct-note{margin-right:auto}
.kv-ct-schedule{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.kv-ct-schedule .ant-input{max-width:260px}
.kv-ct-revisions{margin-top:12px;border-top:1px solid #f0f0f0;padding-top:8px}
.kv-ct-revisions__toggle{padding-left:0}
.kv-ct-revisions__list{margin:0;padding-left:0;list-style:none;display:grid;gap:10px}
.kv-ct-revision{display:grid;gap:2px;padding-bottom:8px;border-bottom:1px solid #f0f0f0}
.kv-ct-revision__head{display:flex;flex-wrap:wrap;gap:4px 12px}
.kv-ct-revision__title{font-weight:600;overflow-wrap:anywhere}
.kv-ct-revision__excerpt{overflow-wrap:anywhere}
.kv-ct-revision .ant-btn{justify-self:start;margin-top:4px}
.kv-ct-compare{display:grid;gap:8px;margin:4px 0 12px;min-width:0}
.kv-ct-compare__pick{display:flex;flex-wrap:wrap;align-items:center;gap:8px;min-width:0}
.kv-ct-compare__pick .kv-ct-inline{display:flex;max-width:100%;min-width:0}
.kv-ct-compare__pick select{min-width:0;max-width:100%;flex:1 1 auto}
.kv-ct-diff{display:grid;gap:8px;min-width:0;padding:8px 12px;background:#fafafa;border:1px solid #f0f0f0;border-radius:6px}
.kv-ct-diff p{margin:0}
.kv-ct-diff__label{font-weight:600}
.kv-ct-diff__text{white-space:pre-wrap;overflow-wrap:anywhere}
.kv-ct-diff ins{background:#d9f2e3;color:#0a4d36;text-decoration:underline}
.kv-ct-diff del{background:#fde2e1;color:#8c1d18;text-decoration:line-through}
.kv-ct-merge{display:grid;gap:10px;padding:8px 12px;background:#fffbe6;border:1px solid #ffe58f;border-radius:6px}
.kv-ct-merge p{margin:0}
.kv-ct-merge__part{display:grid;gap:4px;padding-top:8px;border-top:1px solid #f5e6a8}
.kv-ct-merge__part .ant-btn{justify-self:start}
.kv-ct-merge__sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:8px}
.kv-ct-merge__text{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #f0f0f0;border-radius:4px;padding:4px 8px;max-height:200px;overflow:auto}
.kv-ct-translations{display:flex;flex-wrap:wrap;align-items:center;gap:6px 16px;font-size:13px}
.kv-ct-translations__title{font-weight:600}
.kv-ct-sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:16px 24px;align-items:start}
.kv-ct-side{min-width:0}
.kv-ct-side__title{font-size:15px;margin:0 0 8px}
.kv-ct-langs{display:inline-grid;gap:4px;justify-items:start}
.kv-ct-review-note{white-space:pre-wrap;overflow-wrap:anywhere}
`,
);
