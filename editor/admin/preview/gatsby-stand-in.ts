/** `gatsby` in the preview bundle: the templates' queries never run there; the preview hands each template its data. */
export const graphql = (): undefined => undefined;
