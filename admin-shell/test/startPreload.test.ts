import { describe, expect, it } from 'vitest';
import { startScripts } from '../startPreload';

/** A build's files as the federation plugin writes them (minified imports of files beside them). */
const FILES: Record<string, string> = {
  'bootstrap.js':
    'const i=(s)=>import(s);(async()=>{await __mfImport("./hostInit.js")})().then(()=>__mfImport("./index.js"));',
  'hostInit.js': 'import{t as e}from"./helper.js";e(()=>import(`./remoteEntry.js`));',
  'helper.js': 'export const t=1;',
  'remoteEntry.js':
    'const m={antd:()=>import(`./antd-tree-shaken.js`),full:()=>import(`./antd__prebuild__.js`)};',
  'antd-tree-shaken.js': 'export default 1;',
  'antd__prebuild__.js': 'export default 1;',
  'index.js': 'import"./app.js";',
  'app.js': 'const lazy=()=>import(`./ForgotPassword.js`);import{x}from"./helper.js";',
  'ForgotPassword.js': 'export default 1;',
};

describe('the panel’s start-up scripts, listed as modulepreload links in index.html', () => {
  it('are what the start reaches, less the panel’s lazy views and the unused full antd', () => {
    const scripts = startScripts((file) => FILES[file]!, 'bootstrap.js', new Set(['app.js']));
    expect(scripts.sort()).toEqual(
      [
        'antd-tree-shaken.js',
        'app.js',
        'helper.js',
        'hostInit.js',
        'index.js',
        'remoteEntry.js',
      ].sort(),
    );
  });
});
