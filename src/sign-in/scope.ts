/**
 * The scope the sign-in asks GitHub for: the one the build wrote into the editor's config.yml
 * (`auth_scope`, from CMS_GITHUB_PRIVATE: src/cms/backend.ts), read back by the Worker, so that on every
 * host one setting decides it and a request to the sign-in cannot ask for more.
 */
export const scopeIn = (config: string) => /^ {2}auth_scope: (public_repo|repo)$/m.exec(config)?.[1];
