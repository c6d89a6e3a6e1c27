/**
 * The admin's preview bundle: for each content file, a preview drawn by its page's own template. Decap's
 * bundle has its own React, so each preview is a Decap component that owns one <div>, and the site's React
 * renders the page into it as a root of its own (docs/content-and-cms.md).
 */
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { PREVIEWS, type Fields, type Preview, type PreviewTools } from "./pages";
import { markdownToHtml } from "./markdown";
import { previewPhoto } from "./photos";
import { OTHER_FILES_ID, SIGN_IN_NOTICE_ID, type OtherFiles } from "../page-parts";
import { SIGN_IN_WORDS, standInForIdentity } from "../identity";
import { refuseCrossIssues } from "./before-save";
import { prepareFilesAsPicked } from "./picked-photos";
import { watchPublishes } from "./live-status";
import { startRecentChanges } from "../changes/panel";
import { applyStaffWords, type Locales } from "../decap-words";
import { element } from "../dom";

type DecapPreviewProps = {
  entry: { getIn: (path: string[]) => { toJS: () => unknown } | undefined };
  getAsset: (path: string) => { toString: () => string } | undefined;
};
type DecapPreview = { props: DecapPreviewProps; element: HTMLDivElement | null; root?: Root; paint: () => void };
type DecapEntry = { get(key: "path"): string; get(key: "data"): { toJS: () => Record<string, unknown> } };
type Decap = Locales & {
  init: () => void;
  registerPreviewStyle: (href: string) => void;
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerEventListener: (listener: {
    name: "preSave" | "prePublish" | "postPublish";
    handler: (event: { entry: DecapEntry }) => unknown;
  }) => void;
};

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS: Decap;
    createClass: (spec: ThisType<DecapPreview> & Record<string, unknown>) => unknown;
    h: (type: string, props: Record<string, unknown>) => unknown;
  }
}

const INCOMPLETE = "The preview returns when the fields marked as required are filled in.";

/** Keeps one half-filled field from emptying the preview pane for good: the next change draws again. */
class Incomplete extends Component<{ fields: Fields; children: ReactNode }, { fields?: Fields; failed: boolean }> {
  state = { fields: undefined as Fields | undefined, failed: false };
  static getDerivedStateFromProps(props: { fields: Fields }, state: { fields?: Fields }) {
    return props.fields === state.fields ? null : { fields: props.fields, failed: false };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="status">{INCOMPLETE}</p> : this.props.children;
  }
}

/** Draws the page as a component, so that what a half-filled field throws is caught by `Incomplete`. */
const Page = ({ draw, fields, tools }: { draw: Preview; fields: Fields; tools: PreviewTools }) => draw(fields, tools);

function register(name: string, draw: Preview, others: OtherFiles) {
  const preview = window.createClass({
    componentDidMount() {
      // React has set the ref by now.
      this.root = createRoot(this.element!);
      // The page's links go nowhere in the preview, which stays on the file being edited. (The preview
      // is in a frame of its own, whose elements are not this window's `Element`s.)
      this.element!.addEventListener("click", (event) => {
        if ((event.target as Element | null)?.closest?.("a[href]")) event.preventDefault();
      });
      this.paint();
    },
    componentDidUpdate() {
      this.paint();
    },
    componentWillUnmount() {
      const { root } = this;
      // A photograph that finishes loading later must not draw into a root that is gone.
      this.root = undefined;
      // Not while Decap's React is still committing this change.
      setTimeout(() => root?.unmount(), 0);
    },
    paint() {
      const { entry, getAsset } = this.props;
      const fields = (entry.getIn(["data"])?.toJS() ?? {}) as Fields;
      const repaint = () => this.paint();
      const tools: PreviewTools = {
        site: others.site,
        home: others.home,
        html: (markdown) => markdownToHtml(markdown ?? ""),
        photo: (file, crop) => previewPhoto(file.startsWith("/") ? file : String(getAsset(file) ?? ""), crop, repaint),
      };
      this.root?.render(
        <Incomplete fields={fields}>
          <Page draw={draw} fields={fields} tools={tools} />
        </Incomplete>,
      );
    },
    render() {
      // The pages' islands do not run in the preview: the carousel shows as its strip (data-static).
      return window.h("div", { ref: (element: HTMLDivElement | null) => (this.element = element), "data-static": "" });
    },
  });
  window.CMS.registerPreviewTemplate(name, preview);
}

/**
 * A page of the site's gateway whose sign-in is Cloudflare Access (no Netlify Identity widget before this
 * script) gets the widget's stand-in now, before Decap's bundle runs and looks for it.
 */
const onAccess = document.getElementById(SIGN_IN_NOTICE_ID) !== null && !window.netlifyIdentity ? standInForIdentity() : undefined;

/** Why the editor could not start, in its place, with the way to try again. */
function notStarted(sentence: string) {
  const notice = document.getElementById(SIGN_IN_NOTICE_ID)!;
  const again = element("button", SIGN_IN_WORDS.reload, { type: "button" });
  again.addEventListener("click", () => location.reload());
  notice.replaceChildren(element("p", sentence), again);
  notice.hidden = false;
}

async function start() {
  const others = JSON.parse(document.getElementById(OTHER_FILES_ID)!.textContent) as OtherFiles;
  applyStaffWords(window.CMS);
  window.CMS.registerPreviewStyle("/admin/previews.css");
  for (const [name, draw] of Object.entries(PREVIEWS)) register(name, draw, others);

  window.CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => refuseCrossIssues(entry.get("path"), entry.get("data").toJS()),
  });

  prepareFilesAsPicked();
  startRecentChanges(watchPublishes((listener) => window.CMS.registerEventListener(listener)));
  // Signed in before Decap starts, so that it opens signed in, with no Login to press.
  const signedIn = await onAccess;
  if (typeof signedIn === "string") return notStarted(signedIn);
  window.CMS.init();
}

// Decap draws an entry it opens before these previews are registered with its own plain preview for good,
// so it waits for start() (Decap's documented CMS_MANUAL_INIT).
window.CMS_MANUAL_INIT = true;
// The page's scripts all run before DOMContentLoaded, decap-cms.js included.
document.addEventListener("DOMContentLoaded", () => void start(), { once: true });
