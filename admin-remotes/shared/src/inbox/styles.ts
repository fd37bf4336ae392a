import { injectStyles } from '../ui/styles';

injectStyles(
  'kv-inbox',
  `.kv-status-tag.ant-tag{margin:0;border-color:transparent}
.kv-status-tag--blue.ant-tag{color:#0b4fa3;background:#e6f0ff}
.kv-status-tag--grey.ant-tag{color:#3c4a42;background:#eef1ef}
.kv-status-tag--green.ant-tag{color:#135c32;background:#e3f4e9}
.kv-status-tag--teal.ant-tag{color:#0b5d63;background:#e0f5f5}
.kv-status-tag--purple.ant-tag{color:#5b2a86;background:#f1e9fa}
.kv-status-tag--amber.ant-tag{color:#7a4d00;background:#fdf3dc}
.kv-status-tag--red.ant-tag{color:#a8071a;background:#fdecec}
/* A percentage width lets a crowded table narrow the column instead of overflowing. */
.kv-select.kv-status-select{width:100%;min-width:96px;max-width:160px;padding-right:20px}
.kv-status-select--new{font-weight:600}
.kv-own-filter-search.ant-input-affix-wrapper{width:200px;max-width:100%}
.kv-status-row{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.kv-status-row__when{color:#5b6b62;font-size:13px}
.kv-notes{margin-top:16px;border-top:1px solid #e6ece9;padding-top:12px;display:flex;flex-direction:column;gap:8px}
.kv-notes__title{font-size:15px;margin:0}
.kv-notes__hint,.kv-notes__empty{margin:0;color:#5b6b62;font-size:13px}
.kv-notes__list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.kv-note{background:#f6f9f7;border-radius:6px;padding:8px 10px}
.kv-note__meta{font-size:13px;color:#3c4a42;display:flex;flex-wrap:wrap;align-items:center;gap:4px}
.kv-note__body{margin:4px 0 0;white-space:pre-wrap;word-break:break-word}
.kv-notes__problem{margin:0;color:#b42318}
.kv-notes__add{align-self:flex-start}
.kv-bulk{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 12px;padding:8px 12px;background:#eef6f1;border:1px solid #cfe3d7;border-radius:8px}
.kv-bulk--idle{background:none;border-color:transparent;padding:0 0 0 12px;margin-bottom:4px}
.kv-bulk__count{font-weight:600}
.kv-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.kv-table .kv-select-cell{width:32px;padding-right:0}
.kv-views{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.kv-views__label{display:flex;flex-direction:column;gap:4px}
.kv-inbox-new{display:flex;flex-wrap:wrap;align-items:center;gap:0 4px;margin:0 0 12px;padding:6px 12px;background:#e6f0ff;border:1px solid #b9d1f5;border-radius:8px;color:#0b3a75;font-weight:600}
.kv-inbox-new .kv-inbox-new__show.ant-btn{padding:0 4px;height:auto;font-weight:600}
.kv-inbox-summary{display:flex;flex-wrap:wrap;gap:6px;margin:0 0 12px;padding:0;list-style:none}
`,
);
