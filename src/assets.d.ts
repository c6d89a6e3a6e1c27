/** CSS Modules: each class name in a *.module.css file is exported as a string. */
declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
