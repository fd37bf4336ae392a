import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-newsletters',
  `
.kv-nl-intro{margin:-4px 0 12px}
.kv-nl-progress{font-variant-numeric:tabular-nums}
.kv-nl-actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-nl-form{display:grid;gap:12px}
.kv-nl-form__field{display:grid;gap:4px;min-width:0}
.kv-nl-form__label{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.kv-nl-form__count{color:#5b6b62;font-size:13px;font-variant-numeric:tabular-nums}
.kv-nl-form__hint{color:#5b6b62;font-size:13px}
.kv-nl-form__error{color:#cf1322;font-size:13px}
.kv-nl-form__actions{display:flex;justify-content:flex-end;gap:8px}
`,
);
