/**
 * Stands in for the `gatsby` package inside the admin's preview bundle (bundle.ts aliases it), where
 * there is no Gatsby: the templates' queries are never run (the preview hands each template its data).
 */
export const graphql = (): undefined => undefined;
