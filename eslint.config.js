import fs from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const ADMIN_FEATURES = fs.readdirSync(`${WEB}/admin/features`);

/** Everywhere: one alias per app, so no climbing out of a folder with ../ */
const NO_PARENT_PATHS = {
  group: ['../*'],
  message: 'Import through the app alias (#web/, #src/).',
};

/** The web app never reaches into the server's code. */
const NO_SERVER = {
  regex: '^@restaurant/server($|/)',
  message: 'The web app never imports the server; what both need lives in @restaurant/contract.',
};

/**
 * The same restrictions for what `import()` and `import.meta.glob` name: a selector per pattern
 * for no-restricted-syntax (a template literal is judged by its first part).
 */
function dynamicImports(patterns) {
  const literal = (regex) => `/${regex.replaceAll('/', '\\/')}/`;
  return patterns.flatMap(({ regex, message }) => [
    { selector: `ImportExpression[source.value=${literal(regex)}]`, message },
    { selector: `ImportExpression[source.quasis.0.value.raw=${literal(regex)}]`, message },
    {
      selector: `CallExpression[callee.object.type='MetaProperty'][callee.property.name='glob'] Literal[value=${literal(regex)}]`,
      message,
    },
  ]);
}

/**
 * An import zone: what the files of an area must not import (regular expressions), and why; the
 * same holds for dynamic imports and globs.
 */
const zone = (files, groups = [], message = '') => {
  const own = [
    ...(files.some((file) => file.startsWith(WEB)) ? [NO_SERVER] : []),
    ...(groups.length > 0 ? [{ regex: `^(${groups.join('|')})`, message }] : []),
  ];
  return restrictImports(files, own);
};

/** The rules for one area: its static imports, and what its `import()` and globs name. */
function restrictImports(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_PARENT_PATHS, ...patterns] }],
      'no-restricted-syntax': [
        'error',
        ...dynamicImports([{ regex: '^\\.\\./', message: NO_PARENT_PATHS.message }, ...patterns]),
      ],
    },
  };
}

/**
 * The server's modules by floor, from the ground up. A module imports only modules on lower
 * floors; a repository imports no service; the public site reads every other module through its
 * services (docs/decisions/012-server-modules-meet-one-way.md). A new module must be given a floor.
 */
const MODULE_FLOORS = [
  ['audit', 'health', 'locales', 'outbox', 'settings'],
  ['auth'],
  ['allergens', 'categories', 'media', 'opening-hours', 'tables', 'users'],
  ['drinks', 'foods', 'gallery'],
  // Items of daily menus and offers follow the dishes they are made from.
  ['menu-items'],
  ['daily-menus', 'events', 'offers', 'restaurant'],
  ['reservations'],
  // The public pages, and the admin's summary, read the modules below.
  ['site', 'summary'],
];

function moduleZones() {
  const placed = MODULE_FLOORS.flat();
  const unplaced = fs.readdirSync(`${SERVER}/modules`).filter((name) => !placed.includes(name));
  if (unplaced.length > 0) throw new Error(`Give these modules a floor: ${unplaced.join(', ')}`);
  const restrict = (files, rules) =>
    restrictImports(
      files,
      rules.map(([regex, message]) => ({ regex, message })),
    );
  const upward = [
    '^(#src/seed/|#src/cli/|#src/app\\.ts)',
    'Modules do not reach up to the app, the seed or the command line.',
  ];
  return MODULE_FLOORS.flatMap((floor, level) =>
    floor.flatMap((name) => {
      const notBelow = MODULE_FLOORS.slice(level)
        .flat()
        .filter((other) => other !== name);
      const rules = [
        upward,
        [
          `^#src/modules/(${notBelow.join('|')})/`,
          `The ${name} module imports only modules on the floors below its own (see MODULE_FLOORS).`,
        ],
        ...(name === 'site'
          ? [
              [
                '^#src/modules/(?!site/)[^/]+/[^/]+\\.repository\\.ts$',
                'The site reads other modules through their services, never their repositories.',
              ],
            ]
          : []),
      ];
      const repositoryRule = [
        '^#src/modules/[^/]+/[^/]+\\.service\\.ts$',
        'A repository imports no service: services use repositories, never the other way round.',
      ];
      return [
        restrict([`${SERVER}/modules/${name}/**`], rules),
        restrict([`${SERVER}/modules/${name}/**/*.repository.ts`], [...rules, repositoryRule]),
      ];
    }),
  );
}

// The layers point down (see docs/decisions/005-web-wings-and-lint-zones.md). ESLint applies the
// last matching block's options for a rule, so each area names all of its own restrictions.
const zones = [
  zone([`${WEB}/**`]),
  zone([`${SERVER}/**`]),
  zone(
    [`${WEB}/site/**`],
    ['#web/admin/', 'react-router($|/)', '@tanstack/', 'react-hook-form($|/)', 'zod($|/)'],
    'The public site shares nothing with the admin and keeps its JavaScript small: use #web/site/lib/router.tsx and #web/shared/.',
  ),
  zone(
    [`${WEB}/admin/**`],
    ['#web/site/'],
    'The admin shares nothing with the public site; what both need lives in #web/shared/.',
  ),
  zone(
    [`${WEB}/shared/**`],
    ['#web/site/', '#web/admin/'],
    'shared/ holds only what both wings use and depends on neither.',
  ),
  zone(
    [`${WEB}/admin/components/**`, `${WEB}/admin/lib/**`],
    ['#web/site/', '#web/admin/features/', '#web/admin/pages/'],
    'Admin components and lib are below the features and pages.',
  ),
  ...ADMIN_FEATURES.map((feature) =>
    zone(
      [`${WEB}/admin/features/${feature}/**`],
      ['#web/site/', '#web/admin/pages/', `#web/admin/features/(?!${feature}/)`],
      'A feature never imports another feature or a page; pages compose features.',
    ),
  ),
  zone(
    [`${SERVER}/db/**`],
    ['#src/modules/', '#src/plugins/', '#src/seed/', '#src/cli/', '#src/app\\.ts'],
    'db/ is the lowest floor and imports no module.',
  ),
  zone(
    [`${SERVER}/lib/**`],
    ['#src/modules/', '#src/plugins/', '#src/db/', '#src/seed/', 'fastify$', '@fastify/'],
    'lib/ holds pure helpers with no Fastify and no database.',
  ),
  zone(
    [`${SERVER}/plugins/**`],
    ['#src/modules/', '#src/seed/', '#src/cli/'],
    'Plugins import no module internals; app.ts gives them what they need.',
  ),
  ...moduleZones(),
  // The contract is what the server and the browser share: plain rules and schemas, no framework
  // and nothing of Node, so that it runs in both.
  zone(
    ['packages/contract/src/**'],
    [
      `(node:|(${builtinModules.join('|')})($|/))`,
      'fastify($|/)',
      '@fastify/',
      'react($|/|-dom)',
      'kysely($|/)',
      '#src/',
      '#web/',
      '@restaurant/(server|web)($|/)',
    ],
    'The contract runs in the server and the browser alike: no framework, nothing of Node.',
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e', 'bench', 'scripts'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'no-restricted-imports': ['error', { patterns: ['../../*'] }],
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,bench,scripts,docs}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Migrations are named by the time they were written, which sorts them.
    files: [`${SERVER}/db/migrations/**`],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: [`${WEB}/**/*.tsx`, `${WEB}/**/*.ts`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...zones,
);
