/**
 * Styles of the shared UI pieces, injected once as a <style> element (antd
 * injects its own the same way), so a remote needs no CSS pipeline of its own.
 * A remote adds its styles with injectStyles('<id>', css).
 */
import { BRAND_COLOR } from './theme';

const injected = new Set<string>();

export function injectStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || injected.has(id)) return;
  injected.add(id);
  const el = document.createElement('style');
  el.dataset.kv = id;
  el.textContent = css;
  document.head.appendChild(el);
}

/**
 * A DataTable fits its box (.kv-table-wrap, a size container): long values — a 120-character
 * address, a name, a title — wrap, inside a word when they must, so the Actions column stays
 * in view and nothing scrolls sideways. A box at least 900 px wide shows a table whose short
 * fixed-form cells (.kv-nowrap: IDs, phones, dates) and headers stay on one line; a narrower
 * box (a phone, a tablet held upright) shows each row as a card. A remote's styles for cells
 * use these two container queries.
 */
export const TABLE_WIDE = '(width >= 900px)';
export const TABLE_NARROW = '(width < 900px)';

export const SHARED_CSS = `
.kv-toolbar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 12px}
.kv-toolbar__grow{flex:1 1 240px;min-width:200px}
.kv-section-title{font-size:20px;font-weight:600;margin:8px 0 12px;color:#1f2a24}
.kv-muted{color:#5b6b62}
.kv-panel{background:#fff;border:1px solid #dfe6e2;border-radius:8px;padding:12px 16px;margin:0 0 12px}
.kv-panel__title{font-weight:600;margin:0 0 8px}
.kv-field-label{display:grid;gap:4px;font-weight:500}
.kv-table-wrap{container-type:inline-size;overflow-x:auto;-webkit-overflow-scrolling:touch}
.kv-table-box{background:#fff;border:1px solid #dfe6e2;border-radius:8px}
.kv-table{width:100%;border-collapse:collapse;font-size:14px}
.kv-table th,.kv-table td{padding:10px 12px;text-align:left;vertical-align:top;border-bottom:1px solid #edf1ef}
.kv-table td{overflow-wrap:anywhere}
.kv-table th{background:#f3f7f5;font-weight:600}
.kv-table tbody tr:hover{background:#f8fbf9}
.kv-table tr.kv-row--unread td{font-weight:600}
.kv-table tbody tr:last-child td{border-bottom:0}
.kv-table__empty{text-align:center !important;color:#5b6b62;padding:32px 12px !important}
.kv-table tr.kv-row--expanded td{border-bottom:0}
.kv-table tbody tr.kv-table__more,.kv-table tbody tr.kv-table__more:hover{background:#f8fbf9}
.kv-table tr.kv-table__more td{padding-top:0}
.kv-table-wrap[aria-busy=true]{opacity:.6}
@container ${TABLE_WIDE}{.kv-table th,.kv-nowrap{white-space:nowrap}}
@container ${TABLE_NARROW}{
.kv-table-box{background:transparent;border:0}
.kv-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.kv-table,.kv-table tbody,.kv-table tr,.kv-table td{display:block}
.kv-table tbody tr{background:#fff;border:1px solid #dfe6e2;border-radius:8px;margin:0 0 10px;padding:6px 0}
.kv-table td{display:grid;grid-template-columns:96px minmax(0,1fr);gap:8px;padding:5px 12px;border:0}
.kv-table td::before{content:attr(data-label);font-weight:600;color:#5b6b62}
.kv-table td.kv-table__empty{display:block;background:#fff;border:1px solid #dfe6e2;border-radius:8px}
.kv-table td.kv-table__empty::before{content:none}
.kv-table tbody tr.kv-row--expanded{margin-bottom:0;border-bottom:0;border-radius:8px 8px 0 0}
.kv-table tbody tr.kv-table__more{border-top:0;border-radius:0 0 8px 8px;padding:0 0 6px}
.kv-table tr.kv-table__more td{display:block}
.kv-table tr.kv-table__more td::before{content:none}
}
.kv-pager{display:flex;flex-wrap:wrap;gap:6px;align-items:center;justify-content:flex-end;margin:12px 0}
.kv-pager__status{padding:0 8px;white-space:nowrap}
.kv-select{height:32px;padding:0 28px 0 10px;border:1px solid #d9d9d9;border-radius:6px;background:#fff;font:inherit;font-size:14px;color:inherit;min-width:140px;appearance:auto}
.kv-select:focus{outline:2px solid ${BRAND_COLOR}33;border-color:${BRAND_COLOR}}
.kv-ef{display:grid;gap:4px;min-width:0}
.kv-ef__label{display:flex;justify-content:space-between;align-items:baseline;gap:8px}
.kv-ef__required{color:#cf1322}
.kv-ef__count,.kv-ef__hint{color:#5b6b62;font-size:13px;font-variant-numeric:tabular-nums}
.kv-ef__error{color:#cf1322;font-size:13px}
.kv-details{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0}
.kv-details dt{font-weight:600;color:#3c4a42}
.kv-details dd{margin:0;word-break:break-word;white-space:pre-wrap}
@media (max-width:600px){.kv-details{grid-template-columns:1fr}.kv-details dd{margin-bottom:6px}.kv-pager{justify-content:center}}
`;
