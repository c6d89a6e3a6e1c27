/** GraphQL fragments shared by the page templates. Gatsby picks them up from any file under src/. */
import { graphql } from "gatsby";

export const siteFrame = graphql`
  fragment SiteFrame on SiteYaml {
    name
    wordmark {
      top
      bottom
    }
    summary
    address {
      street
      city
      region
      postalCode
    }
    phone
    email
    hours {
      days
      time
    }
    copyrightYear
    labels {
      skipLink
      menu
      mainNavigation
      announcement
    }
    nav {
      label
      path
    }
  }
`;
