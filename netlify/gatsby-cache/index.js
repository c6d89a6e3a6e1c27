/**
 * Netlify build plugin (https://docs.netlify.com/extend/develop-and-share/develop-build-plugins/): keeps
 * Gatsby's cache (.cache, with the photographs it has encoded) and its output (public) from one build to
 * the next in Netlify's build cache (`utils.cache`), so a publish encodes only the photographs that changed.
 * Gatsby's own Netlify adapter would do this, but gatsby-config.ts names one of the site's own.
 */

/** What Gatsby reads back at the start of a build: its cache and the public/ that cache describes. */
const GATSBY_STATE = [".cache", "public"];

module.exports = {
  /** After the install, before `npm run build`: both folders as the last successful build left them, or neither. */
  async onPreBuild({ utils }) {
    const cached = await Promise.all(GATSBY_STATE.map((folder) => utils.cache.has(folder)));
    if (!cached.every(Boolean)) {
      // A first build, a cleared cache, or one folder expired: half of Gatsby's state is worse than none.
      console.log("No Gatsby cache from an earlier build: every page and photograph is made afresh.");
      return;
    }
    await utils.cache.restore(GATSBY_STATE);
    console.log("Gatsby's cache restored from the last build.");
  },

  /** Only after a build that succeeded: a failed one never reaches this event, and leaves the last cache. */
  async onPostBuild({ utils }) {
    await utils.cache.save(GATSBY_STATE);
  },
};
