import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-outbox',
  `
.kv-outbox__kind{display:block;font-size:12px;color:#5b6b62}
.kv-outbox__error{white-space:pre-wrap;overflow-wrap:anywhere;color:#a8071a;font-size:13px}
.kv-outbox__actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-outbox-mail{display:grid;gap:12px;margin-top:16px}
.kv-outbox-mail__text{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0;padding:12px;background:#f6f8f7;border:1px solid #d9e2dd;border-radius:6px;max-height:50vh;overflow:auto}
.kv-outbox-mail__note{margin:0;font-size:13px;color:#5b6b62}
.kv-outbox-mail__html{width:100%;height:50vh;border:1px solid #d9e2dd;border-radius:6px;background:#fff}
.kv-outbox-filter{max-width:100%}
@media (max-width:600px){.kv-outbox-filter{flex:1 1 100%}}
`,
);
