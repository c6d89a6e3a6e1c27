// Babel transform for Jest: the same presets Gatsby uses (with its JSX runtime), plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
});
