import { injectStyles } from '@kavach/admin-shared';

injectStyles(
  'kv-users',
  `
.kv-users .kv-table td{vertical-align:middle}
.kv-users__name{font-weight:500}
.kv-users__tags{display:flex;flex-wrap:wrap;gap:4px}
.kv-users__tags .ant-tag{margin:0}
.kv-users__actions{display:flex;flex-wrap:wrap;gap:6px}
.kv-users-form{display:grid;gap:12px}
.kv-users-form__field{display:grid;gap:4px;min-width:0}
.kv-users-form .kv-select{width:100%;min-width:0}
.kv-users-form__hint{margin:-8px 0 0;font-size:13px}
.kv-role-picker{display:grid;gap:6px;margin:0;padding:0;border:0;min-width:0}
.kv-role-picker legend{padding:0;margin-bottom:2px}
.kv-role-picker__choice{display:flex;gap:8px;align-items:flex-start;padding:6px 8px;border:1px solid #dfe6e2;border-radius:6px;cursor:pointer}
.kv-role-picker__choice:has(input:checked){border-color:#1f7a4d;background:#f3f9f5}
.kv-role-picker__choice input{margin-top:3px;flex:none}
.kv-role-picker__label{display:block;font-weight:500}
.kv-role-picker__summary{display:block;font-size:13px}
.kv-users-form__actions{display:flex;justify-content:flex-end;gap:8px}
.kv-users-temp p{margin:0 0 12px}
.kv-users-temp__row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 8px}
.kv-users-temp__instructions{margin:10px 0 8px;padding:8px 10px;font-size:13px;white-space:pre-wrap;word-break:break-word;background:#fafafa;border:1px solid #eee;border-radius:6px}
.kv-users-temp__code{flex:1 1 200px;font-size:18px;letter-spacing:.04em;padding:6px 10px;background:#f3f7f5;border:1px solid #dfe6e2;border-radius:6px;word-break:break-all;user-select:all}
@media (max-width:600px){
.kv-users .kv-toolbar__grow{order:3;flex-basis:100%}
}
`,
);
