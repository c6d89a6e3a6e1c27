// Babel transform for Jest: the same presets Gatsby uses, plus TypeScript.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
