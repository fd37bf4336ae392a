/**
 * The layers between the repository's parts (docs/architecture.md, the diagram of the parts):
 * each part imports only the parts below it, and no files import each other in a circle.
 * Inside the API, api/.dependency-cruiser.cjs holds its own layers. `npm test` runs both
 * (the `layers` stage: `npm run layers`).
 *
 *   scripts/ · tests/            the tooling and the checks: they may import any part
 *   deploy/kubernetes/           manifests: no part's sources
 *   web-server/                  serves the site's build output and the panel's files
 *   admin-shell/                 the panel's host ─► admin-remotes/shared/
 *   admin-remotes/<tab>/         one tab ─► admin-remotes/media-library/ (the image library
 *                                the content and newsletter tabs embed; no tab of its own)
 *                                ─► admin-remotes/shared/
 *   public-web/                  the site
 *   api/client/                  generated from the API's document, with the rules the API
 *                                shares with the front ends (api/src/platform/fields/…)
 *   api/                         the API: imports no other part
 * Test files are tooling too: a workspace's tests may import scripts/.
 */
const TOOLING = '^(scripts|tests)/';
const API = '^api/(src|test)/';
const CLIENT = '^api/client/';
const PUBLIC_WEB = '^public-web/';
const WEB_SERVER = '^web-server/';
const SHELL = '^admin-shell/';
const SHARED = '^admin-remotes/shared/';
const LIBRARY = '^admin-remotes/media-library/';
const TAB = '^admin-remotes/(?!shared/|media-library/)[^/]+/';
const TEST_FILE = '(^|/)test/|\\.(spec|e2e-spec|test)\\.tsx?$';
const DEPLOY = '^deploy/';

/** A rule: files under `from` import nothing under any of `to`. */
const below = (name, comment, from, to) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: to },
});

module.exports = {
  forbidden: [
    {
      name: 'no-import-circle',
      severity: 'error',
      comment: 'Two files that import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-the-tooling',
      severity: 'error',
      comment: 'scripts/ and tests/ sit on top: no part of the product (tests aside) imports them.',
      from: {
        path: '^(api|public-web|web-server|admin-shell|admin-remotes|deploy)/',
        pathNot: TEST_FILE,
      },
      to: { path: TOOLING },
    },
    below(
      'api-imports-no-other-part',
      'The API is the bottom layer: the front ends follow its document, never the reverse.',
      API,
      [CLIENT, PUBLIC_WEB, WEB_SERVER, SHELL, '^admin-remotes/', DEPLOY],
    ),
    below(
      'client-below-the-front-ends',
      'api/client is what the front ends use of the API: it imports none of them.',
      CLIENT,
      [PUBLIC_WEB, WEB_SERVER, SHELL, '^admin-remotes/', DEPLOY],
    ),
    below(
      'front-ends-through-the-client',
      'The front ends reach the API only through api/client, never its sources.',
      '^(public-web|web-server|admin-shell|admin-remotes)/',
      API,
    ),
    below(
      'site-below-the-server',
      'The public site does not reach into the server that serves it (nor into the panel or the API).',
      PUBLIC_WEB,
      [WEB_SERVER, SHELL, '^admin-remotes/', DEPLOY],
    ),
    below(
      'server-serves-build-output',
      "The web server serves the site's and the panel's build output: it imports none of their sources.",
      WEB_SERVER,
      [PUBLIC_WEB, SHELL, '^admin-remotes/', DEPLOY],
    ),
    below(
      'shared-below-the-panel',
      'admin-remotes/shared is below the shell and every tab.',
      SHARED,
      [PUBLIC_WEB, WEB_SERVER, SHELL, TAB, LIBRARY, DEPLOY],
    ),
    below('library-below-the-tabs', 'The image library is below the tabs that embed it.', LIBRARY, [
      PUBLIC_WEB,
      WEB_SERVER,
      SHELL,
      TAB,
      DEPLOY,
    ]),
    below(
      'shell-loads-tabs-at-runtime',
      'The shell loads the tabs through Module Federation at runtime, never by import.',
      SHELL,
      [PUBLIC_WEB, WEB_SERVER, TAB, LIBRARY, DEPLOY],
    ),
    {
      name: 'tabs-import-no-other-tab',
      severity: 'error',
      comment: 'A tab imports the shared package, never another tab or the shell.',
      from: { path: '^admin-remotes/(?!shared/|media-library/)([^/]+)/' },
      to: { path: [PUBLIC_WEB, WEB_SERVER, SHELL, DEPLOY, TAB], pathNot: '^admin-remotes/$1/' },
    },
    below(
      'deploy-reads-no-sources',
      'The manifests describe the images: they import no part of the product.',
      DEPLOY,
      [API, CLIENT, PUBLIC_WEB, WEB_SERVER, SHELL, '^admin-remotes/'],
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|/\\+config\\.ts\\.build-' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.d.mts', '.mjs', '.js', '.cjs', '.json'],
    },
  },
};
