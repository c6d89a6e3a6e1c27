/**
 * ESLint (flat config): `npm run lint`, which `npm test` and CI run, allowing no warnings.
 * ESLint 9, not 10: eslint-plugin-react 7.37 and eslint-plugin-jsx-a11y 6.10 declare support up to ESLint 9.
 * TypeScript is checked with type information (typescript-eslint's project service reads tsconfig.json);
 * the few plain JavaScript files (Jest's configuration and mocks, tools/cms.mjs) are checked without it.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** jsx-a11y's recommended options for a rule, without keydown among the handlers it flags. */
const keydownAllowed = (rule) => {
  const [level, options] = jsxA11y.flatConfigs.recommended.rules[rule];
  return [level, { ...options, handlers: options.handlers.filter((handler) => handler !== "onKeyDown") }];
};

export default defineConfig([
  globalIgnores([
    "src/gatsby-types.d.ts",
    "public/",
    "dist/",
    ".cache/",
    "test-results/",
    "playwright-report/",
    ".bench/",
    "tmp/",
    ".wrangler/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: { react: { version: "detect" } },
    rules: {
      // Props are typed with TypeScript (and GraphQL Typegen); PropTypes would say the same thing twice.
      "react/prop-types": "off",
      // Props taken out of `...rest` so that they do not reach the element are unused on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // A keydown handler on the header or the carousel hears the keys pressed on the controls inside it.
      "jsx-a11y/no-static-element-interactions": keydownAllowed("jsx-a11y/no-static-element-interactions"),
      "jsx-a11y/no-noninteractive-element-interactions": keydownAllowed("jsx-a11y/no-noninteractive-element-interactions"),
      // Playwright reads a hook's first parameter as the fixtures it asks for: `async ({}, testInfo)` asks for none.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
      // Gatsby's internal CommonJS modules, loaded where they must be, before or after something else, and
      // gatsby-source-filesystem's file nodes, as plugins make them (it ships no types).
      "@typescript-eslint/no-require-imports": [
        "error",
        {
          allow: [
            "^gatsby-plugin-sharp/process-file$",
            "^gatsby/dist/",
            "^gatsby/adapters\\.js$",
            "^gatsby-source-filesystem/create-file-node$",
          ],
        },
      ],
    },
  },
  {
    // WebDriver answers in untyped JSON; the WebKit driver reads it as the protocol describes.
    files: ["test-support/visitor/webkit.ts"],
    rules: { "@typescript-eslint/no-unsafe-return": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright's fixtures hand each test to a parameter named `use`, which is no React hook.
    files: ["e2e/**", "test-support/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The workarounds load other packages' internal modules by the names listed once in package-internals.ts.
    files: ["src/workarounds/**", "src/photos/sharp-settings.ts", "src/photos/upright-photos.ts"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // heic-decode and libheif-js are CommonJS packages without types, loaded only when a HEIC photograph is met.
    files: ["src/photos/prepare-photo.ts", "editor/admin/preview/heic.ts"],
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
    },
  },
  {
    // Gatsby's node API passes its helpers (graphql, ...) as plain functions, though its types declare them as methods.
    files: ["gatsby-node.ts"],
    rules: { "@typescript-eslint/unbound-method": "off" },
  },
  {
    // A CMS form's fields, half-typed while an editor types, are `any` by design (Fields in editor/admin/preview/pages.tsx).
    files: ["editor/admin/preview/pages.tsx", "editor/admin/admin-folder.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  {
    // Tests read parsed JSON, YAML and mocks as they come: a wrong guess about their shape fails the expectation.
    files: ["__tests__/**", "__mocks__/**", "e2e/**", "test-support/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
    },
  },
  {
    // This test runs a page's inline script, as the browser would.
    files: ["__tests__/dated.test.tsx"],
    rules: { "@typescript-eslint/no-implied-eval": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: {
      // Jest's and Babel's configuration files are CommonJS, which is what they load.
      "@typescript-eslint/no-require-imports": "off",
    },
  },
]);
