/**
 * Jest: templates and components rendered with fixture data (Gatsby's unit-testing recipe, plus jsdom and
 * the ESM packages that need transforming). Browser behaviour is tested by Playwright in e2e/.
 */
/** @type {import("jest").Config} */
module.exports = {
  testEnvironment: "jsdom",
  // Every core: the default leaves one for Jest's own process, which waits, on a 2-core machine.
  maxWorkers: "100%",
  // A test's limit only stops a hang (timing goals live in the bench): a busy 2-core machine takes more
  // than Jest's default 5 s to encode a phone's 24-megapixel photograph, or to build the previews.
  testTimeout: 60_000,
  // __mocks__ stands in for gatsby (queries are the tests' to supply) beside the tests.
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  testMatch: ["**/*.test.ts?(x)"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.module\\.css$": "<rootDir>/__mocks__/css-module.js",
    ".+\\.css$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|htmlparser2|domhandler|domelementtype|domutils|dom-serializer|entities|@netlify|escape-string-regexp|@octokit|universal-user-agent|universal-github-app-jwt|before-after-hook|toad-cache|fast-content-type-parse|json-with-bigint|content-type|jose)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/\\.cache/", "/public/", "/dist/"],
};
