/**
 * The one register of what the site relies on in other packages beyond their public API: a store, an
 * undocumented argument or module, a patch made at start-up, a generated class name. Each entry says what
 * it relies on, why, where, and which test proves the behaviour it gives; `__tests__/package-internals.test.ts`
 * keeps this list and its users in step (docs/architecture.md, "The workarounds").
 */
type Reliance = {
  package: string;
  /** What of the package's insides, and why the site needs it. */
  relies: string;
  because: string;
  /** The files that rely on it (the site's own, tests among them). */
  in: readonly string[];
  /** The test that fails when the behaviour changes, not when a text disappears. */
  test: string;
  /** The names and values the site's code reads from the entry. */
  [value: string]: unknown;
};

export const PACKAGE_INTERNALS = {
  stylesheetStats: {
    package: "gatsby",
    relies: "The browser build writes public/webpack.stats.json, each chunk's files, before the HTML renderer is built.",
    because:
      "On a build with a cache, a change to the CSS alone did not write the pages again; the stylesheets' names go into the renderer's hash.",
    in: ["src/workarounds/styles-in-pages.ts"],
    test: "__tests__/package-internals.test.ts",
    file: "webpack.stats.json",
  },
  runtimeScripts: {
    package: "gatsby",
    relies: "Every page's scripts are the `_gatsby-scripts` slice among its closing components, after an inline #gatsby-script-loader.",
    because: "The pages are static HTML without Gatsby's client app; what they do in the browser is done by islands.",
    in: ["src/workarounds/static-pages.ts", "gatsby-ssr.tsx"],
    test: "__tests__/package-internals.test.ts",
    slice: "_gatsby-scripts",
    loaderId: "gatsby-script-loader",
  },
  pageMarkup: {
    package: "gatsby",
    relies:
      "onRenderBody is handed the page's rendered markup as `bodyHtml`, which Gatsby's types leave out; the markup sits in #___gatsby.",
    because: "A page lists the scripts of the islands its markup asks for; the build refuses a script typed into the page's own markup.",
    in: ["src/islands/page-scripts.tsx", "gatsby-ssr.tsx", "src/lib/policy.ts"],
    test: "__tests__/package-internals.test.ts",
    argument: "bodyHtml",
    rootId: "___gatsby",
  },
  contentChecksState: {
    package: "gatsby",
    relies: "onCreateNode and createPages run in one process that loads gatsby-node's modules once, so a module's state outlives a hook.",
    because: "Every content file is checked as Gatsby reads it; createPages then lists every problem at once and stops the build.",
    in: ["src/schema/gatsby-checks.ts"],
    test: "__tests__/content-build.test.ts",
  },
  netlifyAdapter: {
    package: "gatsby",
    relies: "On Netlify, Gatsby fetches and runs its own adapter (gatsby/adapters.js) unless gatsby-config names one.",
    because: "That adapter adds Gatsby's default headers beside the site's; the config names one that does nothing.",
    in: ["gatsby-config.ts"],
    test: "__tests__/netlify.test.ts",
  },
  sharpOneThread: {
    package: "gatsby-plugin-sharp",
    relies: "Its encoding module (gatsby-plugin-sharp/process-file) sets sharp to one thread when it is loaded.",
    because: "One core of two stayed idle while photographs were encoded; the site loads that module first, then gives sharp every core.",
    in: ["src/photos/sharp-settings.ts"],
    test: "__tests__/sharp-settings.test.ts",
    module: "gatsby-plugin-sharp/process-file",
  },
  uprightImageData: {
    package: "gatsby-plugin-sharp",
    relies:
      "generateImageData, exported but undocumented, makes gatsbyImageData; the site replaces gatsby-transformer-sharp's resolver of ImageSharp.gatsbyImageData with one that hands it the upright copy.",
    because: "The plugin sizes a phone's sideways photograph before turning it, and cannot decode HEIC.",
    in: ["src/photos/upright-photos.ts"],
    test: "e2e/edited-site.spec.ts",
    module: "gatsby-plugin-sharp",
    export: "generateImageData",
  },
  heicExtensions: {
    package: "gatsby-transformer-sharp",
    relies: "Its list of the file extensions it makes ImageSharp nodes for (supportedExtensions) is one object, changed at start-up.",
    because: "HEIC, an iPhone's format, is not in it; the upright copy is what the plugin reads.",
    in: ["src/photos/upright-photos.ts", "gatsby-node.ts"],
    test: "__tests__/package-internals.test.ts",
    module: "gatsby-transformer-sharp/supported-extensions",
  },
  remarkLibraries: {
    package: "gatsby-transformer-remark",
    relies:
      "The libraries it turns Markdown into HTML with (remark 13, remark-gfm 1, remark-footnotes 3, mdast-util-to-hast 10, hast-util-to-html 7).",
    because: "The editor's previews use the same ones, so a preview's HTML is the page's.",
    in: ["editor/admin/preview/markdown.ts"],
    test: "__tests__/cms-previews.test.tsx",
  },
  decapFiles: {
    package: "decap-cms",
    relies: "Its prebuilt bundle is dist/decap-cms.js with chunks named <n>.decap-cms.js and its WebAssembly as <hash>.wasm.",
    because: "The editor is served from the site's own files (no CDN), so only those are copied.",
    in: ["editor/admin/admin-folder.ts"],
    test: "e2e/admin.spec.ts",
  },
  decapGitGateway: {
    package: "decap-cms",
    relies:
      "Its git-gateway backend's calls: it asks `window.netlifyIdentity` who is signed in (`currentUser()`, its `jwt()`, the `init` and `login` events) and opens signed in when someone is; then it calls GitHub's REST API for one repository under a `gateway_url` ending in /github (`/github/branches/main`, `/github/git/refs`, `/github/pulls`...) with that token as a Bearer, asking for no settings, and asks `status_endpoint` before signing in.",
    because:
      "The site's gateway answers those addresses itself on both hosts; on Cloudflare, where Access has signed the member of staff in already, a stand-in for Identity's widget tells Decap who they are, so the editor opens with no Login to press.",
    in: ["editor/admin/config.ts", "editor/admin/identity.ts", "editor/gateway/routes.ts", "editor/addresses.ts"],
    test: "e2e/editor.spec.ts",
  },
  decapParts: {
    package: "decap-cms",
    relies:
      "Its parts carry emotion's class names css-<hash>-<Label> (the hash changes between releases, the label does not), react-split-pane's .SplitPane, .Pane1, .Pane2 and .Resizer, react-toastify's notices.",
    because: "Decap's editor keeps a desk's width on a phone (static/admin/phone.css); the CMS tests find its controls by them.",
    in: [
      "static/admin/phone.css",
      "test-support/cms-phone.ts",
      "test-support/recipes.ts",
      "test-support/webkit-editor.ts",
      "e2e/admin.spec.ts",
    ],
    test: "e2e/decap-parts.spec.ts",
    labels: [
      "AddButton",
      "BackCollection",
      "BackStatus",
      "ControlContainer",
      "ControlErrorsList",
      "ControlHint",
      "ControlPaneContainer",
      "ControlTopbar",
      "DateTimeControl",
      "DragIconContainer",
      "Editor",
      "EditorContainer",
      "FieldLabel",
      "PreviewButtonContainer",
      "PreviewLink",
      "RefreshPreviewButton",
      "SortableListItem",
      "StyledAuthenticationPage",
      "StyledListItemTopBar",
      "ToggleHandle",
      "ToolbarContainer",
      "ToolbarSectionBackLink",
      "ToolbarSectionMain",
      "TopBarButton",
      "TopBarContainer",
      "ViewControls",
      "buttonMargin",
    ],
    classes: ["SplitPane", "Pane1", "Pane2", "Resizer", "notif__container", "Toastify__close-button"],
  },
  decapSignIn: {
    package: "decap-cms",
    relies:
      "Given a logo of the site's own (the documented `logo`), its sign-in screen shows it, and still draws Decap's own logo small at the screen's foot, in a part labelled NetlifyCreditIcon (css-<hash>-NetlifyCreditIcon).",
    because:
      "The staff sign in to the cafe's editor: static/admin/phone.css hides Decap's logo, so the screen shows the cafe's icon alone.",
    in: ["static/admin/phone.css", "e2e/editor.spec.ts"],
    test: "e2e/editor.spec.ts",
    labels: ["NetlifyCreditIcon"],
  },
} as const satisfies Record<string, Reliance>;
