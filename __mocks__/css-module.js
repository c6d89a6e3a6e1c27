/**
 * A CSS Module in tests: every class name is its own key (styles.waiting === "waiting"), so a test can
 * check which classes an element has. Marked as an ES module so `import * as styles` reads it directly.
 */
module.exports = new Proxy({}, { get: (_, key) => (key === "__esModule" ? true : key) });
