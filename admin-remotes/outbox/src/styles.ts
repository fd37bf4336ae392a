import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-outbox',
  `
.kv-outbox__wrap{overflow-wrap:anywhere;min-width:140px}
.kv-outbox__kind{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;color:#5b6b62}
.kv-outbox__error{overflow-wrap:anywhere;white-space:pre-wrap;min-width:180px;color:#a8071a;font-size:13px}
.kv-outbox-filter{max-width:100%}
@media (max-width:600px){.kv-outbox__wrap,.kv-outbox__error{min-width:0}.kv-outbox-filter{flex:1 1 100%}}
`,
);
