import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-sessions',
  `
.kv-session-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
.kv-session-card{background:#fff;border:1px solid #dfe6e2;border-radius:10px;overflow:hidden;display:flex;flex-direction:column;overflow-wrap:anywhere}
.kv-session-card__img{width:100%;aspect-ratio:2/1;object-fit:cover;background:#e8f1ec;display:block}
.kv-session-card__body{padding:12px 14px 14px;display:flex;flex-direction:column;gap:8px;flex:1}
.kv-session-card__head{display:flex;justify-content:space-between;align-items:start;gap:8px}
.kv-session-card__title{font-size:16px;margin:0;line-height:1.35}
.kv-session-card__facts{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:2px 10px;margin:0;font-size:14px}
.kv-session-card__facts dt{color:#5b6b62}
.kv-session-card__facts dd{margin:0}
.kv-session-card__link{align-self:flex-start;display:inline-flex;align-items:center;min-height:32px;color:#1b7f4b;font-size:14px;font-weight:500;text-decoration:underline;text-underline-offset:3px}
.kv-session-card__link:hover{color:#145f38}
.kv-session-card__link:focus-visible{outline:2px solid #1b7f4b;outline-offset:2px;border-radius:2px}
.kv-session-card__actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:auto}
.kv-session-card__description{margin:0;font-size:14px;color:#33413a;white-space:pre-line}
.kv-session-hint{margin:-4px 0 12px;font-size:13px}
.kv-session-empty{background:#fff;border:1px dashed #c9d6cf;border-radius:10px;padding:40px 16px;text-align:center;color:#5b6b62;font-size:16px}
.kv-session-form{display:grid;gap:14px}
.kv-session-form__row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.kv-session-form__preview{width:100%;max-height:180px;object-fit:cover;border-radius:6px;border:1px solid #dfe6e2}
.kv-session-form__noimage{padding:18px;border:1px dashed #c9d6cf;border-radius:6px;text-align:center;color:#5b6b62;font-weight:400}
.kv-session-form__upload{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.kv-session-form__actions{display:flex;justify-content:flex-end;gap:8px}
@media (max-width:600px){.kv-session-form__row{grid-template-columns:1fr}}
`,
);
