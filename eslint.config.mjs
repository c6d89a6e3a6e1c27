/**
 * ESLint (flat config): `npm run lint`, which `npm test` and CI run, allowing no warnings.
 * ESLint 9, not 10: eslint-plugin-react 7.37 and eslint-plugin-jsx-a11y 6.10 declare support up to ESLint 9.
 * TypeScript is checked with type information (typescript-eslint's project service reads tsconfig.json);
 * the few plain JavaScript files (Jest's setup, the CMS starter) are checked without it.
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores(["src/gatsby-types.d.ts", "public/", ".cache/", "test-results/", "playwright-report/", ".bench/", "tmp/"]),
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
    },
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
