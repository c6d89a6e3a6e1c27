/** A Content-Security-Policy as its directives, each with its sources, and the header value it makes. */
export type Directives = Record<string, string[]>;

export const renderPolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
