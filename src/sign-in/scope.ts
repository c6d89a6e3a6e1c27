/** The scope the build wrote into the editor's config.yml, read back by the Worker: no request can ask for more. */
export const scopeIn = (config: string) => /^ {2}auth_scope: (public_repo|repo)$/m.exec(config)?.[1];
