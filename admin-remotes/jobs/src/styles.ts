import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-jobs',
  `
.kv-job-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:16px}
.kv-job-card{background:#fff;border:1px solid #dfe6e2;border-radius:10px;padding:14px 16px;display:flex;flex-direction:column;gap:8px;min-width:0;overflow-wrap:anywhere}
.kv-job-card__head{display:flex;justify-content:space-between;align-items:flex-start;gap:8px}
.kv-job-card__title{font-size:17px;line-height:1.35;margin:0}
.kv-job-card__org{margin:0;color:#3c4a42;font-size:14px}
.kv-job-card__chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none;font-size:13px}
.kv-job-card__chips li{background:#f3f7f5;border:1px solid #e3ebe6;border-radius:999px;padding:1px 10px}
.kv-job-card__desc{margin:0;color:#3c4a42;font-size:14px;line-height:1.5}
.kv-job-card__facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 10px;margin:0;font-size:14px}
.kv-job-card__facts dt{color:#5b6b62}
.kv-job-card__facts dd{margin:0}
.kv-job-card__actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:auto;padding-top:4px}
.kv-job-empty{background:#fff;border:1px dashed #c9d6cf;border-radius:10px;padding:40px 16px;text-align:center;color:#5b6b62;font-size:16px}
.kv-job-form{display:grid;gap:12px}
.kv-job-form__row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}
.kv-job-form__row3{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px}
.kv-job-form .kv-select{width:100%;min-width:0}
.kv-job-form__field{display:grid;gap:4px;min-width:0;align-content:start}
.kv-job-form__error{color:#cf1322;font-weight:400;font-size:13px}
.kv-job-form__actions{display:flex;justify-content:flex-end;gap:8px}
@media (max-width:600px){.kv-job-form__row,.kv-job-form__row3{grid-template-columns:1fr}.kv-job-grid{grid-template-columns:1fr}}
`,
);
