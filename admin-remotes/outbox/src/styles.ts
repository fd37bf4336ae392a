import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-outbox',
  `
.kv-outbox__kind{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;color:#5b6b62}
.kv-outbox__error{white-space:pre-wrap;color:#a8071a;font-size:13px}
.kv-outbox-filter{max-width:100%}
@media (max-width:600px){.kv-outbox-filter{flex:1 1 100%}}
`,
);
