// @ts-check
/**
 * The staff panel runs in the browser on Preact's React-compatible build (preact/compat), as the
 * public site does (public-web/vite.config.ts, preactInTheBrowser): the shell and every remote
 * import react, react-dom and the JSX runtime, and the build gives them preact/compat instead.
 * Module Federation shares the Preact modules these names lead to (PREACT_SHARES in
 * federation.mjs): the shell provides them, a remote consumes them, so shell and tabs run on one
 * Preact (two copies would each keep their own hooks state). Unit tests (vitest) keep React.
 */

/**
 * What react, react-dom and the JSX runtime become in the browser build.
 * @returns {Record<string, string>}
 */
function compatTargets(/** @type {string | undefined} */ client) {
  return {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    // Only the shell renders a root; a remote never imports react-dom/client.
    'react-dom/client': client ?? 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
}

/**
 * Resolves react, react-dom, react-dom/client and react/jsx-runtime to Preact. Placed before
 * the federation plugin: the federation plugin then sees the preact/... names and routes them
 * to the shared Preact. `client`: the shell's own react-dom/client module (its createRoot).
 * @param {{ client?: string }} [options]
 * @returns {import('vite').Plugin}
 */
export function preactInTheBrowser(options = {}) {
  const compat = compatTargets(options.client);
  return {
    name: 'kavach:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    resolveId(id, importer, resolveOptions) {
      const to = compat[id];
      return to ? this.resolve(to, importer, { ...resolveOptions, skipSelf: true }) : null;
    },
  };
}
