/**
 * The shape of Bora's code, checked in CI (`npm run structure`): no import cycles in any package,
 * type imports included; the lower layers never import a feature; a feature imports another only
 * where the lists below allow it. A new import between features is a decision: add it here, where
 * the next reader sees it, or move what both need to a lower layer.
 */
const SERVER = '^packages/server/src';
const WEB = '^packages/web/src';
/** Test support that every feature's tests may use (the bulletins' fixtures, the test helpers). */
const TEST_FILES = '(\\.test\\.tsx?$|/test-[a-z-]+\\.tsx?$|/test/)';

/**
 * Which server features each feature may import; one missing from the list imports none. The
 * bulletin and its values (`bulletins`) are the ground the rest of the bulletin domain stands on.
 */
const SERVER_FEATURES = {
  documents: ['bulletins'],
  history: ['bulletins'],
  imports: ['bulletins', 'documents'],
  public: ['bulletins', 'documents'],
  workflow: ['bulletins'],
  distribution: ['bulletins', 'documents'],
  notifications: ['bulletins', 'distribution'],
};

/**
 * Which web features each feature may import (the same rule on the web). Here the bulletin's
 * screens (`bulletins`) are the top, not the ground: they show the workflow's actions, the history,
 * the downloads, the imports, what the public reads and the deliveries of the bulletin they draw.
 */
const WEB_FEATURES = {
  bulletins: [
    'workflow',
    'history',
    'documents',
    'imports',
    'public',
    'distribution',
    'bulletin-types',
    'icons',
  ],
  'bulletin-types': ['distribution'],
  workflow: ['distribution'],
  'data-types': ['icons'],
  verification: ['bulletin-types', 'icons'],
  home: ['bulletins'],
  users: ['notifications'],
};

/** One rule per feature: it imports no feature but itself and those it is allowed. */
function featureRules(root, allowed, features) {
  return features.map((feature) => ({
    name: `${root.includes('web') ? 'web' : 'server'}-feature-${feature}`,
    comment: `features/${feature} imports only the features listed for it in .dependency-cruiser.cjs`,
    severity: 'error',
    from: { path: `${root}/features/${feature}/`, pathNot: TEST_FILES },
    to: {
      path: `${root}/features/`,
      pathNot: `${root}/features/(${[feature, ...(allowed[feature] ?? [])].join('|')})/`,
    },
  }));
}

const fs = require('node:fs');
const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles, type imports included, in any package.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-layers',
      comment:
        'db, lib, caches, core, plugins and jobs are the ground features stand on: they never import a feature.',
      severity: 'error',
      from: { path: `${SERVER}/(db|lib|caches|core|plugins|jobs)/`, pathNot: TEST_FILES },
      to: { path: `${SERVER}/features/` },
    },
    {
      name: 'caches-in-one-place',
      comment:
        'Every cache is made in caches/, in a file named by what it keeps, which says what it is keyed on and what clears it: elsewhere a cache is only used.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}/caches/`, TEST_FILES] },
      to: { path: `${SERVER}/caches/(bounded-cache|answer-bytes)\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-stands-low',
      comment: 'lib/ is below the caches and the job queue: what they use, never what uses them.',
      severity: 'error',
      from: { path: `${SERVER}/lib/`, pathNot: TEST_FILES },
      to: { path: `${SERVER}/(caches|jobs)/` },
    },
    {
      name: 'web-layers',
      comment: 'What several features use (components, lib) never imports a feature.',
      severity: 'error',
      from: { path: `${WEB}/(components|lib)/`, pathNot: TEST_FILES },
      to: { path: `${WEB}/features/` },
    },
    {
      name: 'shared-stands-alone',
      comment: 'The shared contract imports neither the server nor the web app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^packages/(server|web)/' },
    },
    ...featureRules(SERVER, SERVER_FEATURES, foldersOf('packages/server/src/features')),
    ...featureRules(WEB, WEB_FEATURES, foldersOf('packages/web/src/features')),
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
  },
};
