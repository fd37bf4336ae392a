import { describe, expect, it } from 'vitest';
import { startScripts } from '../startPreload';

/** A build's files as the federation plugin writes them (minified imports of files beside them). */
const FILES: Record<string, string> = {
  'bootstrap.js':
    'const i=(s)=>import(s);(async()=>{await __mfImport("./hostInit.js")})().then(()=>__mfImport("./index.js"));',
  'hostInit.js':
    'import{t as e}from"./helper.js";e(()=>import(`./remoteEntry.js`));import(`./_virtual_mf-localSharedImportMap-1.js`);',
  'helper.js': 'export const t=1;',
  'remoteEntry.js': 'const full=()=>import(`./antd__prebuild__.js`);',
  '_virtual_mf-localSharedImportMap-1.js':
    'import"./runtime.js";const r={react:()=>import(`./react.js`),antd:()=>import(`./antd-tree-shaken.js`)};',
  'runtime.js': 'export default 1;',
  'react.js': 'export default 1;',
  'antd-tree-shaken.js': 'export default 1;',
  'antd__prebuild__.js': 'export default 1;',
  'index.js': 'import"./app.js";',
  'app.js':
    'const lazy=()=>import(`./ForgotPassword.js`);const d=()=>import(`./Dashboard.js`);import{x}from"./helper.js";import"./react.js";',
  'ForgotPassword.js': 'export default 1;',
  'Dashboard.js': 'import"./antd-tree-shaken.js";',
};

describe('the panel’s start-up scripts, listed as modulepreload links in index.html', () => {
  it('are what the start reaches, less the panel’s lazy views, the shares no start-up chunk imports and the unused full antd', () => {
    const scripts = startScripts((file) => FILES[file]!, 'bootstrap.js', new Set(['app.js']));
    expect(scripts.sort()).toEqual(
      [
        '_virtual_mf-localSharedImportMap-1.js',
        'app.js',
        'helper.js',
        'hostInit.js',
        'index.js',
        'react.js',
        'remoteEntry.js',
        'runtime.js',
      ].sort(),
    );
  });
});
