/** Styles of the account screens, injected when their chunk loads (see injectStyles). */
export const ACCOUNT_CSS = `
.kv-account{max-width:760px;margin:8px auto 0;display:grid;gap:16px}
.kv-account__head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.kv-account__title{font-size:22px;line-height:1.3;margin:0 0 8px}
.kv-account__head .kv-account__title{margin:0}
.kv-account__subtitle{font-size:18px;line-height:1.35;margin:0 0 12px;display:flex;align-items:center;gap:8px}
.kv-account__card{background:#fff;border:1px solid #dfe6e2;border-radius:10px;padding:20px 24px}
.kv-account__card > p{margin:0 0 16px}
.kv-account__card > p:last-child{margin-bottom:0}
.kv-account--setup{max-width:600px}
.kv-account__facts{display:grid;grid-template-columns:max-content 1fr;gap:6px 20px;margin:0 0 8px}
.kv-account__facts dt{color:#4a5a51}
.kv-account__facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.kv-account__actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 16px}
.kv-account__loading{display:flex;align-items:center;gap:10px;color:#4a5a51;padding:8px 0}
.kv-account-form{max-width:420px}
.kv-email-ask{margin:0 0 16px;padding:12px 16px;background:#fff;border:1px solid #e3e8e5;border-radius:8px}
.kv-field > label{font-weight:500}
.kv-account-alert{margin:0 0 16px}
.kv-hint{color:#5b6b62;font-size:13px;line-height:1.45}
.kv-check{display:flex;align-items:center;gap:8px;margin:0 0 16px;font-weight:500;cursor:pointer}
.kv-check input{width:18px;height:18px;accent-color:#1b7f4b;margin:0}
.kv-enrol__steps{margin:0;padding-left:22px;display:grid;gap:16px}
.kv-enrol__steps > li > p{margin:0 0 10px}
.kv-enrol__steps form{max-width:320px}
.kv-enrol__qr{display:block;width:184px;height:184px;margin:0 0 12px;border:1px solid #dfe6e2;border-radius:6px;background:#fff;padding:6px}
.kv-enrol__secret{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.kv-enrol__secret code,.kv-recovery__codes code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:15px;letter-spacing:.04em;background:#f3f7f5;border:1px solid #dfe6e2;border-radius:6px;padding:4px 8px;user-select:all;overflow-wrap:anywhere}
.kv-recovery__codes{display:grid;grid-template-columns:repeat(2,max-content);grid-template-rows:repeat(5,auto);grid-auto-flow:column;gap:8px 64px;margin:0 0 16px;padding-left:32px}
.kv-recovery__codes li{padding-left:4px}
@media (max-width:600px){
.kv-account__card{padding:16px}
.kv-recovery__codes{grid-template-columns:1fr;grid-template-rows:none;grid-auto-flow:row;gap:6px}
.kv-enrol__steps{padding-left:18px}
}
`;
