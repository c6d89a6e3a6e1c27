/**
 * The addresses the site's Worker answers (worker.ts): where the editor's sign-in starts, and where GitHub
 * sends the editor back, under /admin/ beside the editor. wrangler.jsonc lists the same two in
 * `assets.run_worker_first`, so that the Worker runs for these alone (e2e/sign-in.spec.ts fails on a
 * missing one; e2e/hosting.spec.ts on a page sent to the Worker, which answers nothing else).
 */
export const SIGN_IN = { start: "/admin/auth", callback: "/admin/callback" } as const;
